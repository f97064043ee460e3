import * as z from 'zod';
import { ConfigurationError } from './http/errors';
import type { TableDefinition } from '../../infra/tables';

const EnvSchema = z.object({
  STAGE: z.string().min(1).default('local'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** Set only locally: the dynalite endpoint the real DynamoDB client talks to. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** The process environment, validated once; a bad value fails with a message naming it. */
export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new ConfigurationError(`There was a problem with the server configuration: check ${names}.`);
  }
  cached = parsed.data;
  return cached;
}

/** The physical name of a table, from the environment variable its definition names. */
export function tableName(table: TableDefinition): string {
  const name = process.env[table.envVar];
  if (!name) {
    throw new ConfigurationError(
      `There was a problem with the server configuration: ${table.envVar} is not set.`,
    );
  }
  return name;
}
