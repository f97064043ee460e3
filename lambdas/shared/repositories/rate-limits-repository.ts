import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** A visitor's item: request times per scope (in the order they were counted) and tokens per UTC day. */
export interface VisitorRecord {
  hits: Record<string, number[]>;
  tokens: Record<string, number>;
}

/** What a request adds to its visitor's item. */
export interface VisitorCount {
  /** Epoch milliseconds, appended to the list of each scope. */
  at: number;
  scopes: readonly string[];
  day: string;
  /** Tokens reserved of the visitor's share of the day (0 on a route that never calls the model). */
  tokens: number;
  expiresAt: number;
}

/** The key of the day's shared budget item. */
export const dayShare = (day: string): string => `budget#${day}`;

/** The key of a network's item for one day (an IPv4 /24, an IPv6 /56 or /48: see rate-limit/visitor.ts). */
export const networkShare = (day: string, network: string): string => `network#${day}#${network}`;

const HITS = 'hits:';
const TOKENS = 'tokens:';

/** Expression names for a list of attributes: `#p0`, `#p1`, … */
const names = (prefix: string, attributes: readonly string[]) =>
  Object.fromEntries(attributes.map((attribute, i) => [`#${prefix}${i}`, attribute]));

function toRecord(item: Record<string, unknown>): VisitorRecord {
  const record: VisitorRecord = { hits: {}, tokens: {} };
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(HITS)) record.hits[name.slice(HITS.length)] = (value as number[]).map(Number);
    else if (name.startsWith(TOKENS)) record.tokens[name.slice(TOKENS.length)] = Number(value);
  }
  return record;
}

/**
 * The only code that touches the rate-limits table: its calls are the `rate-limits` grant of
 * catalog/data-access.ts. Three kinds of item, written with atomic updates and never in transactions (dynalite has
 * none): one per visitor bucket (`visitor#<bucket>`) holding a list of request times per scope
 * (`hits:<scope>`) and the tokens reserved and used per UTC day (`tokens:<YYYY-MM-DD>`); one per UTC day
 * (`budget#<YYYY-MM-DD>`) counting the model tokens the stage reserved and used; and one per network and
 * day (`network#<YYYY-MM-DD>#<network>`) counting its visitors' tokens. `expiresAt` lets DynamoDB TTL tidy
 * up; correctness never depends on it (dynalite never expires anything).
 */
export class RateLimitsRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /**
   * Counts a request in one atomic update: its time appended to each scope's list, its tokens added to the
   * visitor's day. Returns the whole item as it stands right after, so concurrent requests each see the
   * ones DynamoDB applied before them.
   */
  async countRequest(visitor: string, count: VisitorCount): Promise<VisitorRecord> {
    const hits = count.scopes.map((scope) => `${HITS}${scope}`);
    const appends = hits.map((_, i) => `#h${i} = list_append(if_not_exists(#h${i}, :none), :at)`);
    const { Attributes } = await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { key: `visitor#${visitor}` },
        UpdateExpression:
          `SET ${[...appends, 'expiresAt = :expiresAt'].join(', ')}` +
          (count.tokens ? ' ADD #tokens :tokens' : ''),
        ExpressionAttributeNames: {
          ...names('h', hits),
          ...(count.tokens ? { '#tokens': `${TOKENS}${count.day}` } : {}),
        },
        ExpressionAttributeValues: {
          ':none': [],
          ':at': [count.at],
          ':expiresAt': count.expiresAt,
          ...(count.tokens ? { ':tokens': count.tokens } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toRecord(Attributes ?? {});
  }

  /**
   * Takes back a refused request: removes the entry at `index` of each scope's list, if it still holds `at`
   * there, and its tokens. False when a list moved meanwhile (another request removed an earlier entry):
   * read the item again and retry with the new positions.
   */
  async uncountRequest(
    visitor: string,
    entries: readonly { scope: string; index: number }[],
    at: number,
    day: string,
    tokens: number,
  ): Promise<boolean> {
    const paths = entries.map(({ index }, i) => `#h${i}[${index}]`);
    if (!paths.length) return true;
    return this.conditional({
      Key: { key: `visitor#${visitor}` },
      UpdateExpression: `REMOVE ${paths.join(', ')}` + (tokens ? ' ADD #tokens :tokens' : ''),
      ConditionExpression: paths.map((path) => `${path} = :at`).join(' AND '),
      ExpressionAttributeNames: {
        ...names(
          'h',
          entries.map(({ scope }) => `${HITS}${scope}`),
        ),
        ...(tokens ? { '#tokens': `${TOKENS}${day}` } : {}),
      },
      ExpressionAttributeValues: { ':at': at, ...(tokens ? { ':tokens': -tokens } : {}) },
    });
  }

  /**
   * Drops what no decision reads any more: the first `count` entries of each scope's list, if each is still
   * older than `before`, and the token counts of past days. False when a list changed meanwhile.
   */
  async pruneVisitor(
    visitor: string,
    stale: readonly { scope: string; count: number }[],
    before: number,
    pastDays: readonly string[],
  ): Promise<boolean> {
    const hits = stale.map(({ scope }) => `${HITS}${scope}`);
    // Highest index first: DynamoDB removes by the positions before the update, dynalite one after another.
    const entries = stale.flatMap(({ count }, i) =>
      Array.from({ length: count }, (_, j) => `#h${i}[${count - 1 - j}]`),
    );
    const days = pastDays.map((_, i) => `#d${i}`);
    if (!entries.length && !days.length) return true;
    return this.conditional({
      Key: { key: `visitor#${visitor}` },
      UpdateExpression: `REMOVE ${[...entries, ...days].join(', ')}`,
      ...(entries.length
        ? { ConditionExpression: entries.map((entry) => `${entry} < :before`).join(' AND ') }
        : {}),
      ExpressionAttributeNames: {
        ...names('h', hits),
        ...names(
          'd',
          pastDays.map((day) => `${TOKENS}${day}`),
        ),
      },
      ...(entries.length ? { ExpressionAttributeValues: { ':before': before } } : {}),
    });
  }

  /** Adds tokens to the visitor's day (a negative count gives them back); returns the day's new total. */
  async addVisitorTokens(visitor: string, day: string, tokens: number, expiresAt: number): Promise<number> {
    const { Attributes } = await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { key: `visitor#${visitor}` },
        UpdateExpression: 'ADD #tokens :tokens SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
        ExpressionAttributeNames: { '#tokens': `${TOKENS}${day}` },
        ExpressionAttributeValues: { ':tokens': tokens, ':expiresAt': expiresAt },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.[`${TOKENS}${day}`] ?? tokens);
  }

  /** The visitor's item, read strongly consistent; undefined before their first request. */
  async visitorRecord(visitor: string): Promise<VisitorRecord | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { key: `visitor#${visitor}` }, ConsistentRead: true }),
    );
    return Item && toRecord(Item);
  }

  /** Model tokens the stage has reserved and used on this UTC day (`YYYY-MM-DD`). */
  async tokensUsed(day: string): Promise<number> {
    return this.sharedTokens(dayShare(day));
  }

  /** Tokens counted on a shared item (the day's, or a network's day: `dayShare`, `networkShare`). */
  async sharedTokens(key: string): Promise<number> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { key }, ConsistentRead: true }),
    );
    return Number(Item?.tokens ?? 0);
  }

  /** Adds to the day's token count in one atomic update (a negative count gives back); returns the new total. */
  async addTokens(day: string, tokens: number, expiresAt: number): Promise<number> {
    return (await this.addShared(dayShare(day), tokens, expiresAt))!;
  }

  /**
   * Adds tokens to a shared item in one atomic update (a negative count gives back) and returns its new total.
   * With `limit`, a conditional add: made only if the total stays within it, else the item is left untouched
   * and undefined returned, so a refused reservation never holds any of a shared budget, not even briefly.
   */
  async addShared(
    key: string,
    tokens: number,
    expiresAt: number,
    limit?: number,
  ): Promise<number | undefined> {
    try {
      const { Attributes } = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { key },
          UpdateExpression: 'ADD tokens :tokens SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
          ...(limit === undefined
            ? {}
            : { ConditionExpression: 'attribute_not_exists(tokens) OR tokens <= :room' }),
          ExpressionAttributeValues: {
            ':tokens': tokens,
            ':expiresAt': expiresAt,
            ...(limit === undefined ? {} : { ':room': limit - tokens }),
          },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.tokens ?? tokens);
    } catch (err) {
      if (limit !== undefined && err instanceof ConditionalCheckFailedException) return undefined;
      throw err;
    }
  }

  /** One conditional update; false when its condition failed. */
  private async conditional(
    input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>,
  ): Promise<boolean> {
    try {
      await this.db.send(new UpdateCommand({ TableName: this.table, ...input }));
      return true;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return false;
      throw err;
    }
  }
}
