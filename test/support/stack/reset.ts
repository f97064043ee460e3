import { rmSync } from 'node:fs';
import { BatchWriteItemCommand, DescribeTableCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { editorLayerDir } from '../../../scripts/local/site-origin';
import type { TestSite } from '../local-site';

/** Deletes every item of one table, a scan page and 25 keys at a time. */
async function emptyTable(site: TestSite, name: string): Promise<void> {
  const { client } = site.store;
  const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
  const keys = (Table?.KeySchema ?? []).map((key) => key.AttributeName!);
  let start: Record<string, never> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: name,
        ProjectionExpression: keys.map((_, i) => `#k${i}`).join(','),
        ExpressionAttributeNames: Object.fromEntries(keys.map((key, i) => [`#k${i}`, key])),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    const items = page.Items ?? [];
    for (let i = 0; i < items.length; i += 25) {
      const batch = items.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      await client.send(new BatchWriteItemCommand({ RequestItems: { [name]: batch } }));
    }
    start = page.LastEvaluatedKey as typeof start;
  } while (start);
}

/**
 * A worker's shared site as the next test file must find it: no rows (posts, rate-limit windows, budgets,
 * leads, caches), no rendered editor pages, no sent mail.
 */
export async function resetSite(site: TestSite): Promise<void> {
  await Promise.all(Object.values(site.store.tableNames).map((name) => emptyTable(site, name)));
  rmSync(editorLayerDir(site.dataDir), { recursive: true, force: true });
  await fetch(`${site.ses.endpoint}/clear-store`, { method: 'POST' });
}
