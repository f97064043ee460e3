import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Item } from './post-items';

/** One request of a BatchWriteItem call. */
export type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Item } };

/** BatchWriteItem takes at most 25 requests a call. */
const BATCH = 25;
const MAX_ATTEMPTS = 5;

/**
 * Sends the requests 25 a call, retrying with backoff what DynamoDB leaves unprocessed; after five
 * attempts it fails with `gaveUp` (a sentence for the person who ran the command).
 */
export async function batchWrite(
  db: DynamoDBDocumentClient,
  table: string,
  all: readonly WriteRequest[],
  gaveUp: string,
): Promise<void> {
  for (let i = 0; i < all.length; i += BATCH) {
    let requests = all.slice(i, i + BATCH);
    for (let attempt = 1; requests.length > 0; attempt++) {
      if (attempt > MAX_ATTEMPTS) throw new Error(gaveUp);
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [table]: [...requests] } }));
      requests = (out.UnprocessedItems?.[table] ?? []) as WriteRequest[];
      if (requests.length) await new Promise((done) => setTimeout(done, 100 * 2 ** attempt));
    }
  }
}
