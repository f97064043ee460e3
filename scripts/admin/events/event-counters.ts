import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CounterDimensions } from '../../../lambdas/shared/events/counters';
import { dayShard, EVENT_SHARDS } from '../../../lambdas/shared/repositories/events-repository';

/** One counter as stored: its day, its dimensions and its count. */
export interface StoredCounter extends CounterDimensions {
  day: string;
  count: number;
}

/** The UTC days from `since` to `until`, inclusive, as the events table names them. */
export function daysBetween(since: Date, until: Date): string[] {
  const days: string[] = [];
  const day = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate()));
  for (; day <= until; day.setUTCDate(day.getUTCDate() + 1)) days.push(day.toISOString().slice(0, 10));
  return days;
}

/**
 * The admin CLI's reading of the events table: every counter of some days, each day's shards (one query
 * each, page by page) summed into one counter per key.
 */
export class EventCounters {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async read(days: readonly string[]): Promise<StoredCounter[]> {
    return (await Promise.all(days.map((day) => this.day(day)))).flat();
  }

  private async day(day: string): Promise<StoredCounter[]> {
    const shards = Array.from({ length: EVENT_SHARDS }, (_, shard) => this.shard(dayShard(day, shard)));
    const summed = new Map<string, StoredCounter>();
    for (const { key, counter } of (await Promise.all(shards)).flat()) {
      const seen = summed.get(key);
      if (seen) seen.count += counter.count;
      else summed.set(key, { ...counter, day });
    }
    return [...summed.values()];
  }

  private async shard(partition: string): Promise<{ key: string; counter: StoredCounter }[]> {
    const items: { key: string; counter: StoredCounter }[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'dayShard = :shard',
          ExpressionAttributeValues: { ':shard': partition },
          ExclusiveStartKey: start,
        }),
      );
      for (const { key, dayShard: _shard, expiresAt: _expiresAt, ...item } of page.Items ?? [])
        items.push({ key: key as string, counter: item as StoredCounter });
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }
}
