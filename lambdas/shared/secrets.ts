import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { env } from './env';
import { ConfigurationError } from './http/errors';

/**
 * How long a read value is reused: Powertools Parameters caches it per process, so a warm function reads a
 * secret at most once an hour and a replaced value (the YouTube key) reaches every instance within the hour.
 */
export const SECRET_MAX_AGE_SECONDS = 3600;

let shared: Promise<SecretsProvider> | undefined;

/** A provider on its own client (tests), else the one of the process, like every AWS client here. */
async function load(client?: () => SecretsManagerClient): Promise<SecretsProvider> {
  const { SecretsProvider } = await import('@aws-lambda-powertools/parameters/secrets');
  return client
    ? new SecretsProvider({ awsSdkV3Client: client() })
    : new SecretsProvider({ clientConfig: { region: env().AWS_REGION } });
}

/**
 * A reader of secrets' text, each cached for SECRET_MAX_AGE_SECONDS (a failed read is not cached), through the
 * process's provider or, for tests, one on their own client. Powertools Parameters and the Secrets Manager
 * client load on the first read: never on a cold start's path.
 */
export function secretReader(
  client?: () => SecretsManagerClient,
): (secretId: string) => Promise<string | undefined> {
  let own: Promise<SecretsProvider> | undefined;
  return async (secretId) => {
    const provider = await (client ? (own ??= load(client)) : (shared ??= load()));
    const value = await provider.get(secretId, { maxAge: SECRET_MAX_AGE_SECONDS });
    return typeof value === 'string' ? value : undefined;
  };
}

const secretString = secretReader();

/** Where a stage secret comes from: Secrets Manager by name on a deployed stage, else a value set locally. */
export interface StageSecretSource {
  /** Its name in Secrets Manager (set on deployed functions), when there is one. */
  secretId: string | undefined;
  /** Its value set in the environment, for the local stack and tests. */
  value: string | undefined;
  /** What it is, for the configuration error a deployed function without it answers. */
  name: string;
  /** The value the local stack uses when none is set; a deployed stage never falls back to it. */
  localDefault: string;
}

/** A stage secret: read through Powertools Parameters on a deployed stage, else the local value. */
export async function stageSecret({
  secretId,
  value,
  name,
  localDefault,
}: StageSecretSource): Promise<string> {
  if (secretId) {
    const read = await secretString(secretId);
    if (!read) throw new ConfigurationError(`The ${name} is empty.`);
    return read;
  }
  if (value) return value;
  if (env().STAGE === 'local') return localDefault;
  throw new ConfigurationError(`There was a problem with the server configuration: the ${name} is not set.`);
}
