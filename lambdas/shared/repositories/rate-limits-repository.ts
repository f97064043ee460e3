import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The only code that touches the per-visitor request counters: its one call is the `rate-limits` grant of
 * infra/data-access.ts. One item per counter key.
 */
export class RateLimitsRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /**
   * Adds one to the counter unless it already holds `limit`, in one conditional UpdateItem, so concurrent
   * Lambda instances never let more through. False when the counter is full. `expiresAt` (epoch seconds)
   * is set by the first increment only, for DynamoDB TTL to clean up.
   */
  async increment(key: string, limit: number, expiresAt: number): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { key },
          UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expiresAt': expiresAt },
        }),
      );
      return true;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return false;
      throw err;
    }
  }
}
