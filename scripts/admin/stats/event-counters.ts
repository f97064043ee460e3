import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CounterDimensions } from '../../../lambdas/shared/analytics/counters';

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

/** The admin CLI's reading of the events table: every counter of some days (one query per day, page by page). */
export class EventCounters {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async read(days: readonly string[]): Promise<StoredCounter[]> {
    return (await Promise.all(days.map((day) => this.day(day)))).flat();
  }

  private async day(day: string): Promise<StoredCounter[]> {
    const items: StoredCounter[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: '#day = :day',
          ExpressionAttributeNames: { '#day': 'day' },
          ExpressionAttributeValues: { ':day': day },
          ExclusiveStartKey: start,
        }),
      );
      for (const { key: _key, expiresAt: _expiresAt, ...item } of page.Items ?? [])
        items.push(item as StoredCounter);
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }
}
