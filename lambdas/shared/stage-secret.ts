import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './env';
import { ConfigurationError } from './http/errors';

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

const clients = new Map<string, Promise<string>>();

/** A stage secret, read once per process (a failed read is tried again by the next request). */
export function stageSecret({ secretId, value, name, localDefault }: StageSecretSource): Promise<string> {
  if (secretId) {
    let cached = clients.get(secretId);
    if (!cached) {
      cached = new SecretsManagerClient({ region: env().AWS_REGION })
        .send(new GetSecretValueCommand({ SecretId: secretId }))
        .then(({ SecretString }) => {
          if (!SecretString) throw new ConfigurationError(`The ${name} is empty.`);
          return SecretString;
        })
        .catch((err: unknown) => {
          clients.delete(secretId);
          throw err;
        });
      clients.set(secretId, cached);
    }
    return cached;
  }
  if (value) return Promise.resolve(value);
  if (env().STAGE === 'local') return Promise.resolve(localDefault);
  return Promise.reject(
    new ConfigurationError(`There was a problem with the server configuration: the ${name} is not set.`),
  );
}
