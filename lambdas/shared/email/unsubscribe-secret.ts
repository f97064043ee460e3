import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../env';
import { ConfigurationError } from '../http/errors';

/** Signs links on the local stack only; a deployed function never falls back to it. */
export const LOCAL_UNSUBSCRIBE_SECRET = 'local-unsubscribe-secret: never used by a deployed stage';

let cached: Promise<string> | undefined;

/**
 * The key unsubscribe links are signed with: Secrets Manager on a deployed stage (read once per
 * process), `UNSUBSCRIBE_SECRET` or the local default on the local stack.
 */
export function unsubscribeSecret(): Promise<string> {
  const { UNSUBSCRIBE_SECRET_ID, UNSUBSCRIBE_SECRET, STAGE, AWS_REGION } = env();
  if (UNSUBSCRIBE_SECRET_ID) {
    cached ??= new SecretsManagerClient({ region: AWS_REGION })
      .send(new GetSecretValueCommand({ SecretId: UNSUBSCRIBE_SECRET_ID }))
      .then(({ SecretString }) => {
        if (!SecretString) throw new ConfigurationError('The unsubscribe signing secret is empty.');
        return SecretString;
      })
      .catch((err: unknown) => {
        cached = undefined; // a failed read is retried by the next request
        throw err;
      });
    return cached;
  }
  if (UNSUBSCRIBE_SECRET) return Promise.resolve(UNSUBSCRIBE_SECRET);
  if (STAGE === 'local') return Promise.resolve(LOCAL_UNSUBSCRIBE_SECRET);
  return Promise.reject(
    new ConfigurationError(
      'There was a problem with the server configuration: UNSUBSCRIBE_SECRET_ID is not set.',
    ),
  );
}
