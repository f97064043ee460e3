import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { eventsTable } from '../../../catalog/tables';
import { localDynamoClient, startLocalStore } from '../../../scripts/local/store';

describe('the local store, closed while writes are still arriving', () => {
  it('answers or refuses each of them, and the process lives on (dynalite throws from a write it closed under)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'copilot-store-close-'));
    const store = await startLocalStore({ dataDir, stage: 'local', tables: [eventsTable] });
    // A client of its own, as a function that timed out locally keeps writing with its own connections.
    const client = localDynamoClient(store.endpoint);
    const write = (n: number) =>
      client.send(
        new UpdateItemCommand({
          TableName: store.tableNames[eventsTable.id],
          Key: {
            [eventsTable.partitionKey.name]: { S: 'day' },
            [eventsTable.sortKey!.name]: { S: `c#${n % 7}` },
          },
          UpdateExpression: 'ADD #n :one',
          ExpressionAttributeNames: { '#n': 'n' },
          ExpressionAttributeValues: { ':one': { N: '1' } },
        }),
      );
    try {
      const writes = Array.from({ length: 300 }, (_, n) => write(n));
      await writes[0];
      await store.close();
      const settled = await Promise.allSettled(writes);
      expect(settled.filter((result) => result.status === 'fulfilled').length).toBeGreaterThan(0);
    } finally {
      client.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
