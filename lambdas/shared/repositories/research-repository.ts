import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MeasuredSource } from '../research/measure-source';

/** The item of a normalised keyword's research in one language. */
export const researchKey = (language: string, keyword: string) => `research#${language}#${keyword}`;
const callsKey = (day: string) => `calls#${day}`;

/** A keyword's cached research: its measured sources and when they were read. */
export interface CachedResearch {
  sources: MeasuredSource[];
  researchedAt: number;
}

/**
 * The only code that reads and writes the research table: one item per normalised keyword and language
 * (its measured sources), and the count of grounded searches per UTC day. Expiry is checked here, never
 * left to TTL deletion (late in AWS, absent locally).
 */
export class ResearchRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** The cached research of a keyword in a language, unless it has expired by `nowMs`. */
  async cached(keyword: string, language: string, nowMs: number): Promise<CachedResearch | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { key: researchKey(language, keyword) } }),
    );
    if (!Item || (Item.expiresAt as number) * 1000 <= nowMs) return undefined;
    return { sources: Item.sources as MeasuredSource[], researchedAt: Item.researchedAt as number };
  }

  /** Caches a keyword's research until `expiresAtMs`. */
  async save(
    keyword: string,
    language: string,
    sources: MeasuredSource[],
    nowMs: number,
    expiresAtMs: number,
  ): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          key: researchKey(language, keyword),
          sources,
          researchedAt: nowMs,
          expiresAt: Math.ceil(expiresAtMs / 1000),
        },
      }),
    );
  }

  /**
   * Counts one grounded search on a day unless `cap` were already made: one conditional write, so concurrent
   * functions never pass the cap. Returns the day's new count, or undefined when refused.
   */
  async countCall(day: string, cap: number, expiresAtMs: number): Promise<number | undefined> {
    try {
      const { Attributes } = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { key: callsKey(day) },
          UpdateExpression: 'ADD calls :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
          ConditionExpression: 'attribute_not_exists(calls) OR calls < :cap',
          ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':expiresAt': Math.ceil(expiresAtMs / 1000) },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Attributes?.calls as number;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return undefined;
      throw err;
    }
  }
}
