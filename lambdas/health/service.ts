import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { TableDefinition } from '../../infra/tables';
import type { HealthResponse } from './contract';

export interface HealthDeps {
  stage: string;
  endpoint: string | undefined;
  dynamo: DynamoDBClient;
  tables: readonly { table: TableDefinition; name: string }[];
}

/** Reports the store in use and the status of every table; any table not ACTIVE makes it unhealthy. */
export async function checkHealth(deps: HealthDeps): Promise<HealthResponse> {
  const statuses = await Promise.all(
    deps.tables.map(async ({ table, name }) => {
      try {
        const { Table } = await deps.dynamo.send(new DescribeTableCommand({ TableName: name }));
        return [table.id, Table?.TableStatus ?? 'UNKNOWN'] as const;
      } catch (err) {
        return [table.id, err instanceof Error ? err.name : 'UNREACHABLE'] as const;
      }
    }),
  );
  return {
    ok: statuses.every(([, status]) => status === 'ACTIVE'),
    stage: deps.stage,
    store: deps.endpoint ? { kind: 'dynalite', endpoint: deps.endpoint } : { kind: 'dynamodb' },
    tables: Object.fromEntries(statuses),
  };
}
