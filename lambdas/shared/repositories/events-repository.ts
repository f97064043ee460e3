import { randomInt } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Counted, CounterDimensions } from '../events/counters';

/** How long a day's counters are kept. */
export const EVENTS_RETENTION_DAYS = 400;

/**
 * Partitions each day's counters are spread over (`<day>#0` … `<day>#7`): a request writes to one chosen at
 * random, readers sum them, so one partition never takes a whole day's beacons (DynamoDB gives each about
 * 1,000 writes a second).
 */
export const EVENT_SHARDS = 8;

/** The partition of one shard of a day's counters. */
export const dayShard = (day: string, shard: number): string => `${day}#${shard}`;

/** The partition of a day's open values (referrers, roast entries) that are counted on their own. */
const topValues = (day: string): string => `${day}#top`;

/**
 * What the functions do to the events table: one item per day shard and counter (counters.ts), added to with
 * atomic `ADD`s, and per day one list of the open values admitted so far. Items hold the counter's
 * dimensions and count only; the admin CLI reads them (scripts/admin/events/).
 */
export class EventsRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Adds a batch's counts to a day's counters in one shard, in parallel: one write per distinct counter. */
  async add(
    day: string,
    counters: Iterable<[string, Counted]>,
    expiresAt: number,
    shard = randomInt(EVENT_SHARDS),
  ): Promise<void> {
    await Promise.all(
      [...counters].map(([key, { dimensions, count }]) => {
        // Dimensions a counter's family lacks are absent, not empty.
        const fields = Object.fromEntries(
          Object.entries({ ...dimensions, day }).filter(([, value]) => value !== undefined),
        );
        const names = Object.keys(fields);
        return this.db.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { dayShard: dayShard(day, shard), key },
            UpdateExpression: `ADD #count :count SET #expiresAt = :expiresAt, ${names.map((_, n) => `#d${n} = :d${n}`).join(', ')}`,
            ExpressionAttributeNames: {
              '#count': 'count',
              '#expiresAt': 'expiresAt',
              ...Object.fromEntries(names.map((name, n) => [`#d${n}`, name])),
            },
            ExpressionAttributeValues: {
              ':count': count,
              ':expiresAt': expiresAt,
              ...Object.fromEntries(names.map((name, n) => [`:d${n}`, fields[name]])),
            },
          }),
        );
      }),
    );
  }

  /**
   * Which of an open dimension's values are counted on their own this day: those already admitted, and new
   * ones while fewer than `limit` are (one conditional add each, so concurrent requests never pass it).
   */
  async admitted(
    day: string,
    dimension: keyof CounterDimensions,
    values: readonly string[],
    limit: number,
    expiresAt: number,
  ): Promise<Set<string>> {
    const kept = await Promise.all(
      [...new Set(values)].map(async (value) => {
        try {
          await this.db.send(
            new UpdateCommand({
              TableName: this.table,
              Key: { dayShard: topValues(day), key: dimension },
              UpdateExpression: 'ADD #values :value SET #expiresAt = :expiresAt',
              ConditionExpression:
                'attribute_not_exists(#values) OR contains(#values, :name) OR size(#values) < :limit',
              ExpressionAttributeNames: { '#values': 'values', '#expiresAt': 'expiresAt' },
              ExpressionAttributeValues: {
                ':value': new Set([value]),
                ':name': value,
                ':limit': limit,
                ':expiresAt': expiresAt,
              },
            }),
          );
          return [value];
        } catch (err) {
          if (err instanceof ConditionalCheckFailedException) return [];
          throw err;
        }
      }),
    );
    return new Set(kept.flat());
  }
}
