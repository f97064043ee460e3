/**
 * Names shared by the CDK app and the tools that find a deployed stage (admin CLI, scripts).
 * Pure: no AWS imports.
 */
import type { TableDefinition } from './tables';

export type StackPart = 'Data' | 'Email' | 'Api' | 'Web';

/** CloudFormation stack name of one part of a stage, e.g. `ContentCopilot-prod-Data`. */
export const stackName = (stage: string, part: StackPart): string => `ContentCopilot-${stage}-${part}`;

const pascal = (id: string) =>
  id.replace(/(^|-)([a-z0-9])/g, (_m, _dash, char: string) => char.toUpperCase());

/** Output key under which the data stack publishes a table's physical name, e.g. `PostsTableName`. */
export const tableOutputKey = (table: Pick<TableDefinition, 'id'>): string => `${pascal(table.id)}TableName`;
