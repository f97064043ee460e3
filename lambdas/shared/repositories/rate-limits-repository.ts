import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** A visitor's recent requests: epoch milliseconds per scope (a route id, or `*` for every AI tool). */
export interface VisitorHits {
  hits: Record<string, number[]>;
  /** Bumped by every save; a save names the version it read, so concurrent saves cannot both win. */
  version: number;
}

/**
 * The only code that touches the rate-limits table: its calls are the `rate-limits` grant of
 * infra/data-access.ts. Two kinds of item, written with conditions and never in transactions (dynalite has
 * none): one per visitor bucket (`visitor#<bucket>`) holding its recent requests, and one per UTC day
 * (`budget#<YYYY-MM-DD>`) counting the model tokens the stage used. `expiresAt` lets DynamoDB TTL tidy up;
 * correctness never depends on it (dynalite never expires anything).
 */
export class RateLimitsRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** The visitor's recent requests, read strongly consistent; undefined before the first one. */
  async visitorHits(visitor: string): Promise<VisitorHits | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { key: `visitor#${visitor}` }, ConsistentRead: true }),
    );
    if (!Item) return undefined;
    return { hits: (Item.hits ?? {}) as Record<string, number[]>, version: Number(Item.version ?? 0) };
  }

  /**
   * Replaces the visitor's requests if nobody saved since `readVersion` (undefined: the item did not
   * exist). False when another request got there first: read again and decide again.
   */
  async saveVisitorHits(
    visitor: string,
    hits: Record<string, number[]>,
    readVersion: number | undefined,
    expiresAt: number,
  ): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { key: `visitor#${visitor}` },
          UpdateExpression: 'SET hits = :hits, #version = :next, expiresAt = :expiresAt',
          ConditionExpression:
            readVersion === undefined ? 'attribute_not_exists(#version)' : '#version = :read',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: {
            ':hits': hits,
            ':next': (readVersion ?? 0) + 1,
            ':expiresAt': expiresAt,
            ...(readVersion === undefined ? {} : { ':read': readVersion }),
          },
        }),
      );
      return true;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return false;
      throw err;
    }
  }

  /** Model tokens the stage has used on this UTC day (`YYYY-MM-DD`). */
  async tokensUsed(day: string): Promise<number> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { key: `budget#${day}` } }),
    );
    return Number(Item?.tokens ?? 0);
  }

  /** Adds to the day's token count in one atomic update; returns the new total. */
  async addTokens(day: string, tokens: number, expiresAt: number): Promise<number> {
    const { Attributes } = await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { key: `budget#${day}` },
        UpdateExpression: 'ADD tokens :tokens SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
        ExpressionAttributeValues: { ':tokens': tokens, ':expiresAt': expiresAt },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.tokens ?? tokens);
  }
}
