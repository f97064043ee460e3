/**
 * The one definition of every DynamoDB table: CDK, the local dynalite store and the tests all build
 * tables from this list. Pure data: no AWS imports.
 */
export interface KeyAttribute {
  name: string;
  type: 'S' | 'N';
}

export interface IndexDefinition {
  name: string;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
}

export interface TableDefinition {
  /** Logical id, also the suffix of the physical name: `<stage>-<id>`. */
  id: string;
  /** Environment variable through which functions receive the physical name. */
  envVar: string;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
  indexes?: IndexDefinition[];
  /** Attribute holding an epoch-seconds expiry, if items expire. */
  ttlAttribute?: string;
}

/** Per-visitor request counters of the generation routes, one item per visitor, route and window. */
export const rateLimitsTable = {
  id: 'rate-limits',
  envVar: 'RATE_LIMITS_TABLE',
  partitionKey: { name: 'key', type: 'S' },
  ttlAttribute: 'expiresAt',
} as const satisfies TableDefinition;

const definitions = [rateLimitsTable] as const;

/** Every table, in the order stacks and the local store create them. */
export const tables: readonly TableDefinition[] = definitions;

export type TableId = (typeof definitions)[number]['id'];

/** The physical table name for a stage. */
export const physicalTableName = (stage: string, table: TableDefinition): string => `${stage}-${table.id}`;
