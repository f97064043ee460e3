import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Video } from '../contracts/youtube';

const searchKey = (keyword: string) => `search#${keyword}`;
const quotaKey = (day: string) => `quota#${day}`;
/** A visitor's counter for a day, by a hash of their address: the table never holds an address. */
const visitorKey = (day: string, visitor: string) =>
  `visitor#${day}#${createHash('sha256').update(visitor).digest('hex').slice(0, 32)}`;

/** A cached search: the videos and when YouTube answered them. */
export interface CachedSearch {
  videos: Video[];
  fetchedAt: number;
}

/**
 * The only code that reads and writes the YouTube table: cached searches per normalised keyword, the
 * quota counter per Pacific day, and each visitor's count of new keywords per Pacific day. Expiry is
 * checked here (a counter's key names its day), never left to TTL deletion.
 */
export class YouTubeRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** The cached search for a keyword, unless it has expired by `nowMs`. */
  async cachedSearch(keyword: string, nowMs: number): Promise<CachedSearch | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { key: searchKey(keyword) } }),
    );
    if (!Item || (Item.expiresAt as number) * 1000 <= nowMs) return undefined;
    return { videos: Item.videos as Video[], fetchedAt: Item.fetchedAt as number };
  }

  /** Caches a search until `expiresAtMs`. */
  async saveSearch(keyword: string, videos: Video[], nowMs: number, expiresAtMs: number): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { key: searchKey(keyword), videos, fetchedAt: nowMs, expiresAt: Math.ceil(expiresAtMs / 1000) },
      }),
    );
  }

  /**
   * Adds `units` to the day's counter unless that would pass `budget` or the day is marked exhausted:
   * one conditional write, so concurrent functions never overspend. Returns the day's new total, or
   * undefined when refused.
   */
  async reserveUnits(
    day: string,
    units: number,
    budget: number,
    expiresAtMs: number,
  ): Promise<number | undefined> {
    try {
      const { Attributes } = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { key: quotaKey(day) },
          UpdateExpression: 'ADD #units :units SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
          ConditionExpression:
            '(attribute_not_exists(#units) OR #units <= :room) AND attribute_not_exists(exhausted)',
          ExpressionAttributeNames: { '#units': 'units' },
          ExpressionAttributeValues: {
            ':units': units,
            ':room': budget - units,
            ':expiresAt': Math.ceil(expiresAtMs / 1000),
          },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Attributes?.units as number;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return undefined;
      throw err;
    }
  }

  /**
   * Counts one new keyword for a visitor on a day unless they already searched `cap`: one conditional
   * write, so a visitor's concurrent searches never pass it. False when refused.
   */
  async countVisitorKeyword(
    day: string,
    visitor: string,
    cap: number,
    expiresAtMs: number,
  ): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { key: visitorKey(day, visitor) },
          UpdateExpression: 'ADD keywords :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
          ConditionExpression: 'attribute_not_exists(keywords) OR keywords < :cap',
          ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':expiresAt': Math.ceil(expiresAtMs / 1000) },
        }),
      );
      return true;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return false;
      throw err;
    }
  }

  /** Stops new searches for the rest of the day: YouTube itself said the quota is spent. */
  async markExhausted(day: string, expiresAtMs: number): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { key: quotaKey(day) },
        UpdateExpression: 'SET exhausted = :yes, expiresAt = if_not_exists(expiresAt, :expiresAt)',
        ExpressionAttributeValues: { ':yes': true, ':expiresAt': Math.ceil(expiresAtMs / 1000) },
      }),
    );
  }

  /** Units spent on the day so far (0 before the first search). */
  async unitsUsed(day: string): Promise<number> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { key: quotaKey(day) }, ConsistentRead: true }),
    );
    return (Item?.units as number | undefined) ?? 0;
  }
}
