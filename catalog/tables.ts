/**
 * The one definition of every DynamoDB table: CDK, the local dynalite store and the tests all build
 * tables from this list. Pure data: no AWS imports.
 */
import { physicalName } from './names';

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
  /** Logical id, also the suffix of the physical name: `content-copilot-<stage>-<id>`. */
  id: string;
  /** Environment variable through which functions receive the physical name. */
  envVar: string;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
  indexes?: readonly IndexDefinition[];
  /** Attribute holding an epoch-seconds expiry, if items expire. */
  ttlAttribute?: string;
  /**
   * Written by people and not rebuilt from anything else (posts, leads): a stage that keeps its data backs it
   * up daily with AWS Backup, 35 days, beside point-in-time recovery (which a table's deletion takes with it).
   */
  backup?: boolean;
}

/**
 * Rate limits: one item per visitor bucket with its recent requests per tool, and one per UTC day counting
 * the model tokens the stage used (see lambdas/shared/repositories/rate-limits-repository.ts).
 */
export const rateLimitsTable = {
  id: 'rate-limits',
  envVar: 'RATE_LIMITS_TABLE',
  partitionKey: { name: 'key', type: 'S' },
  ttlAttribute: 'expiresAt',
} as const satisfies TableDefinition;

/**
 * YouTube searches cached per normalised keyword (`search#<keyword>`) and the daily quota counter
 * (`quota#<Pacific date>`). Readers compare `expiresAt` themselves: TTL deletion is late in AWS and
 * absent locally.
 */
export const youtubeTable = {
  id: 'youtube',
  envVar: 'YOUTUBE_TABLE',
  partitionKey: { name: 'key', type: 'S' },
  ttlAttribute: 'expiresAt',
} as const satisfies TableDefinition;

/**
 * Live research (issue 29): one item per normalised keyword and language (`research#<language>#<keyword>`,
 * its measured sources, kept 7 days) and the count of grounded searches per UTC day (`calls#<day>`).
 * Readers compare `expiresAt` themselves, as for YouTube.
 */
export const researchTable = {
  id: 'research',
  envVar: 'RESEARCH_TABLE',
  partitionKey: { name: 'key', type: 'S' },
  ttlAttribute: 'expiresAt',
} as const satisfies TableDefinition;

/**
 * Visitor events as counters (issue 30): one item per UTC day shard (`dayShard`: `<day>#0` … `<day>#7`, one
 * chosen at random per request, so no partition takes a whole day's beacons) and counter (`key`: the event
 * and one family of its closed-set fields), added to atomically, plus per day the open values counted on
 * their own (`<day>#top`). Counts only: no address, agent, identifier or URL (docs/architecture.md, decision
 * 20). A new table (`event-counters`) since the key changed: CloudFormation cannot replace a named table.
 */
export const eventsTable = {
  id: 'event-counters',
  envVar: 'EVENTS_TABLE',
  partitionKey: { name: 'dayShard', type: 'S' },
  sortKey: { name: 'key', type: 'S' },
  ttlAttribute: 'expiresAt',
} as const satisfies TableDefinition;

const definitions = [
  /**
   * Blog posts, two items each: `part: 'head'` (every field but the HTML) and `part: 'body'` (the HTML).
   * Heads are small, so the published index reads up to ~1,000 of them in one call. Only heads carry
   * `slug` (index `bySlug`), and only published heads carry `publishedPk`/`publishedSk`, which makes
   * `publishedByDate` a sparse index of published posts, newest first when read backwards. The admin CLI
   * numbers published heads in blocks of seven from the oldest (`listPage`, index `publishedByPage`), so a
   * list page is one query whatever the archive's size, and keeps their count in one `meta` item.
   * docs/blog-data.md explains the access patterns.
   */
  {
    id: 'posts',
    envVar: 'POSTS_TABLE',
    partitionKey: { name: 'id', type: 'S' },
    sortKey: { name: 'part', type: 'S' },
    backup: true,
    indexes: [
      { name: 'bySlug', partitionKey: { name: 'slug', type: 'S' } },
      {
        name: 'publishedByDate',
        partitionKey: { name: 'publishedPk', type: 'S' },
        sortKey: { name: 'publishedSk', type: 'S' },
      },
      {
        name: 'publishedByPage',
        partitionKey: { name: 'listPage', type: 'N' },
        sortKey: { name: 'publishedSk', type: 'S' },
      },
    ],
  },
  /** Programmatic landing pages (docs/product.md#programmatic-pages programmatic_pages), one item per slug. */
  { id: 'pages', envVar: 'PAGES_TABLE', partitionKey: { name: 'slug', type: 'S' } },
  rateLimitsTable,
  youtubeTable,
  researchTable,
  eventsTable,
  /**
   * Brand-roast leads, one item per submission: `id` comes from the address and the page's idempotency
   * key, so a retried submission finds its first item. Every index is sparse over leads only: `byEmail`
   * (hash of the address) serves export and deletion by address, `byCreated` (one partition, newest
   * first; leads arrive far below its 1,000 writes a second) and `bySource` the editors' listings.
   * Opt-outs live here too, as `optout#<hash of the address>` items with no index keys and no expiry.
   */
  {
    id: 'leads',
    envVar: 'LEADS_TABLE',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byEmail',
        partitionKey: { name: 'emailHash', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      {
        name: 'byCreated',
        partitionKey: { name: 'kind', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      {
        name: 'bySource',
        partitionKey: { name: 'source', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
    ],
    ttlAttribute: 'expiresAt',
    backup: true,
  },
] as const satisfies readonly TableDefinition[];

export type TableId = (typeof definitions)[number]['id'];

/** Every table, typed as plain definitions so code can read any optional part of each. */
export const tables: readonly (TableDefinition & { id: TableId })[] = definitions;

/** The definition of one table. */
export const tableDefinition = (id: TableId): TableDefinition => tables.find((table) => table.id === id)!;

/** The physical table name for a stage. */
export const physicalTableName = (stage: string, table: TableDefinition): string =>
  physicalName(stage, table.id);
