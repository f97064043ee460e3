import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Counted, CounterDimensions } from '../analytics/counters';

/** How long a day's counters are kept. */
export const EVENTS_RETENTION_DAYS = 400;

/**
 * What the functions do to the events table: one item per UTC day and counter (counters.ts), added to with
 * atomic `ADD`s. Items hold the counter's dimensions and count only; the admin CLI reads them
 * (scripts/admin/stats/).
 */
export class EventsRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Adds a batch's counts to a day's counters, in parallel: one write per distinct counter. */
  async add(day: string, counters: Iterable<[string, Counted]>, expiresAt: number): Promise<void> {
    await Promise.all(
      [...counters].map(([key, { dimensions, count }]) => {
        const names = Object.keys(dimensions);
        return this.db.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { day, key },
            UpdateExpression: `ADD #count :count SET #expiresAt = :expiresAt, ${names.map((_, n) => `#d${n} = :d${n}`).join(', ')}`,
            ExpressionAttributeNames: {
              '#count': 'count',
              '#expiresAt': 'expiresAt',
              ...Object.fromEntries(names.map((name, n) => [`#d${n}`, name])),
            },
            ExpressionAttributeValues: {
              ':count': count,
              ':expiresAt': expiresAt,
              ...Object.fromEntries(
                names.map((name, n) => [`:d${n}`, dimensions[name as keyof CounterDimensions]]),
              ),
            },
          }),
        );
      }),
    );
  }
}
