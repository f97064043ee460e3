import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { hashAddress } from '../email/address-hash';
import { optOutId } from './lead-record';

/**
 * Addresses that unsubscribed, kept by hash in the leads table (`optout#<hash>` items: no index keys,
 * no expiry): the `opt-outs` grant of catalog/data-access.ts (GetItem, UpdateItem).
 */
export class OptOutsRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Records that an address wants no more email (idempotent; keeps the first time). */
  async optOut(emailHash: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id: optOutId(emailHash) },
        UpdateExpression: 'SET #at = if_not_exists(#at, :now)',
        ExpressionAttributeNames: { '#at': 'optedOutAt' },
        ExpressionAttributeValues: { ':now': this.clock().toISOString() },
      }),
    );
  }

  /** Whether the address opted out. */
  async isOptedOut(email: string): Promise<boolean> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: { id: optOutId(hashAddress(email)) },
        ConsistentRead: true,
      }),
    );
    return Item !== undefined;
  }
}
