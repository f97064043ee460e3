import type { TableDefinition } from '../../catalog/tables';
import type { HealthResponse } from './contract';

/** What the check needs from the table-status repository. */
export interface TableStatuses {
  status(tableName: string): Promise<string>;
}

export interface HealthDeps {
  stage: string;
  endpoint: string | undefined;
  statuses: TableStatuses;
  tables: readonly { table: TableDefinition; name: string }[];
}

/** Reports the store in use and the status of every table; any table not ACTIVE makes it unhealthy. */
export async function checkHealth(deps: HealthDeps): Promise<HealthResponse> {
  const statuses = await Promise.all(
    deps.tables.map(async ({ table, name }) => [table.id, await deps.statuses.status(name)] as const),
  );
  return {
    ok: statuses.every(([, status]) => status === 'ACTIVE'),
    stage: deps.stage,
    store: deps.endpoint ? { kind: 'dynalite', endpoint: deps.endpoint } : { kind: 'dynamodb' },
    tables: Object.fromEntries(statuses),
  };
}
