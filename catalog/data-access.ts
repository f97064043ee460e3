/**
 * What each repository a Lambda handler may build does in DynamoDB, per table and index: the one source of
 * every function's DynamoDB grants and table variables. A route lists its repositories (routes.ts
 * `repositories`); the id is the file name, `lambdas/shared/repositories/<id>-repository.ts`.
 * Pure data: no AWS imports. test/integration/repository-access.test.ts holds each entry to the calls its
 * repository really sends; test/cdk/route-repositories.test.ts holds each route to the repositories it bundles.
 */
import type { TableDefinition, TableId } from './tables';

/** A DynamoDB API action; IAM names it `dynamodb:<action>`. */
export type DynamoAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'Scan'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'DescribeTable';

/** Actions on one table, or on one of its indexes; table `every` stands for each defined table. */
export interface TableGrant {
  table: string;
  index?: string;
  actions: readonly DynamoAction[];
}

/** Repository id to the grants it needs. */
export type AccessMap = Readonly<Record<string, readonly TableGrant[]>>;

type Grant = TableGrant & { table: TableId | 'every' };

export const repositoryAccess = {
  /** The public blog reads: the count item, a list page through the sparse indexes, one post by slug or id. */
  'published-posts': [
    { table: 'posts', actions: ['GetItem', 'Query'] },
    { table: 'posts', index: 'bySlug', actions: ['Query'] },
    { table: 'posts', index: 'publishedByDate', actions: ['Query'] },
    { table: 'posts', index: 'publishedByPage', actions: ['Query'] },
  ],
  /** One programmatic page by slug. */
  'published-pages': [{ table: 'pages', actions: ['GetItem'] }],
  /**
   * A visitor's recent requests and tokens (appended and added atomically, taken back or pruned under a
   * condition, read again when a take-back lost a race) and the stage's daily token count (a reservation added
   * before a generation, settled after it).
   */
  'rate-limits': [{ table: 'rate-limits', actions: ['GetItem', 'UpdateItem'] }],
  /** Cached searches (get, put) and the day's quota counter (conditional add, exhausted flag, read). */
  youtube: [{ table: 'youtube', actions: ['GetItem', 'PutItem', 'UpdateItem'] }],
  /** A keyword's cached research (get, put) and the day's count of grounded searches (conditional add). */
  research: [{ table: 'research', actions: ['GetItem', 'PutItem', 'UpdateItem'] }],
  /** A roast's lead: stored first (conditional put), read back, its result and email outcome recorded. */
  'roast-leads': [{ table: 'leads', actions: ['GetItem', 'PutItem', 'UpdateItem'] }],
  /** Opt-outs by address hash: recorded by the unsubscribe link, checked before every email. */
  'opt-outs': [{ table: 'leads', actions: ['GetItem', 'UpdateItem'] }],
  /** Visitor events: a batch's counters added to (atomic ADD); never read by a function. */
  events: [{ table: 'event-counters', actions: ['UpdateItem'] }],
  /** Table status for the health check, of every table. */
  'table-status': [{ table: 'every', actions: ['DescribeTable'] }],
} as const satisfies Record<string, readonly Grant[]>;

export type RepositoryId = keyof typeof repositoryAccess;

/** One resolved grant: a defined table, optionally one of its indexes, and the actions on it. */
export interface ResolvedGrant {
  table: TableDefinition;
  index?: string;
  actions: DynamoAction[];
}

/**
 * The grants of a route's repositories against the table definitions: `every` expanded, grants on the same
 * table or index merged, unknown repositories, tables and indexes refused.
 */
export function routeGrants(
  route: { id: string; repositories: readonly string[] },
  definitions: readonly TableDefinition[],
  access: AccessMap = repositoryAccess,
): ResolvedGrant[] {
  const merged = new Map<string, ResolvedGrant>();
  for (const repository of route.repositories) {
    const grants = access[repository];
    if (!grants)
      throw new Error(
        `Route ${route.id} uses repository "${repository}", which catalog/data-access.ts does not declare.`,
      );
    for (const grant of grants) {
      const targets = grant.table === 'every' ? definitions : [definitions.find((t) => t.id === grant.table)];
      for (const table of targets) {
        if (!table)
          throw new Error(
            `Repository ${repository} uses table "${grant.table}", which catalog/tables.ts does not define.`,
          );
        if (grant.index && !table.indexes?.some((index) => index.name === grant.index))
          throw new Error(
            `Repository ${repository} queries index "${grant.index}", which table ${table.id} does not define.`,
          );
        const key = `${table.id}/${grant.index ?? ''}`;
        const entry = merged.get(key) ?? {
          table,
          ...(grant.index ? { index: grant.index } : {}),
          actions: [],
        };
        entry.actions = [...new Set([...entry.actions, ...grant.actions])].sort();
        merged.set(key, entry);
      }
    }
  }
  return [...merged.values()];
}

/** The tables a route's repositories touch: each gets its name through its environment variable. */
export const routeTables = (
  route: { id: string; repositories: readonly string[] },
  definitions: readonly TableDefinition[],
  access: AccessMap = repositoryAccess,
): TableDefinition[] => [...new Set(routeGrants(route, definitions, access).map((grant) => grant.table))];
