import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import type { Server } from 'node:http';
import { physicalTableName, type TableDefinition } from '../../catalog/tables';
import { lockDataDir } from './data-lock';
import { drainable } from './store-drain';
import { publishStoreEndpoint } from './store-endpoint';

export interface LocalStore {
  endpoint: string;
  /** Physical table name per definition, e.g. `content-copilot-local-posts`. */
  tableNames: Record<string, string>;
  /** Ids of the tables this start created: they were missing, so the store is fresh for them. */
  createdTables: string[];
  client: DynamoDBClient;
  /** The dynalite HTTP server: benchmarks watch its requests. */
  server: Server;
  close(): Promise<void>;
}

/** A client for a dynalite endpoint; dynalite accepts any credentials, fixed ones keep the SDK from looking. */
export const localDynamoClient = (endpoint: string): DynamoDBClient =>
  new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** CreateTable input for one definition (on-demand, with its indexes). */
export function createTableInput(table: TableDefinition, name: string): CreateTableCommandInput {
  const keys = [
    table.partitionKey,
    table.sortKey,
    ...(table.indexes ?? []).flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  const attributes = new Map(keys.filter((k) => k !== undefined).map((k) => [k.name, k.type]));
  const schema = (pk: { name: string }, sk?: { name: string }) => [
    { AttributeName: pk.name, KeyType: 'HASH' as const },
    ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' as const }] : []),
  ];
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({
      AttributeName,
      AttributeType,
    })),
    KeySchema: schema(table.partitionKey, table.sortKey),
    ...(table.indexes?.length
      ? {
          GlobalSecondaryIndexes: table.indexes.map((index) => ({
            IndexName: index.name,
            KeySchema: schema(index.partitionKey, index.sortKey),
            Projection: { ProjectionType: 'ALL' as const },
          })),
        }
      : {}),
  };
}

/** Creates the tables of the definitions that are missing; returns physical names and the ids it created. */
export async function ensureTables(
  client: DynamoDBClient,
  stage: string,
  tables: readonly TableDefinition[],
): Promise<{ tableNames: Record<string, string>; createdTables: string[] }> {
  const existing = new Set<string>();
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    for (const name of page.TableNames ?? []) existing.add(name);
    start = page.LastEvaluatedTableName;
  } while (start);
  const tableNames: Record<string, string> = {};
  const createdTables: string[] = [];
  for (const table of tables) {
    const name = physicalTableName(stage, table);
    tableNames[table.id] = name;
    if (existing.has(name)) continue;
    await client.send(new CreateTableCommand(createTableInput(table, name)));
    createdTables.push(table.id);
  }
  await Promise.all(createdTables.map((id) => untilActive(client, tableNames[id]!)));
  return { tableNames, createdTables };
}

/**
 * dynalite answers CreateTable with CREATING and turns the table ACTIVE on a timer; until then every
 * item call is a ResourceNotFoundException, so a busy machine could see one. Wait for ACTIVE.
 */
async function untilActive(client: DynamoDBClient, name: string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    if (Table?.TableStatus === 'ACTIVE') return;
    await sleep(25);
  }
  throw new Error(`Table ${name} did not become ACTIVE`);
}

/**
 * Starts dynalite on a free loopback port with its data under `<dataDir>/dynamodb`, creates missing
 * tables and publishes its endpoint in `<dataDir>/store.json` until closed.
 */
export async function startLocalStore(options: {
  dataDir: string;
  stage: string;
  tables: readonly TableDefinition[];
}): Promise<LocalStore> {
  // Loaded here: the admin CLI imports this module for a deployed stage too, where dev packages may be absent.
  const { default: dynalite } = await import('dynalite');
  const unlock = lockDataDir(options.dataDir);
  const server = dynalite({
    path: join(options.dataDir, 'dynamodb'),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
  } catch (err) {
    unlock();
    throw err;
  }
  const requests = drainable(server);
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = localDynamoClient(endpoint);
  const { tableNames, createdTables } = await ensureTables(client, options.stage, options.tables);
  const unpublish = publishStoreEndpoint(options.dataDir, {
    endpoint,
    pid: process.pid,
    stage: options.stage,
  });
  return {
    endpoint,
    tableNames,
    createdTables,
    client,
    server,
    async close() {
      unpublish();
      client.destroy();
      await requests.drain();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      unlock();
    },
  };
}
