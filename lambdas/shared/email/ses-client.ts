import { SESClient } from '@aws-sdk/client-ses';
import { env } from '../env';

/**
 * The longest a roast waits on SES: one attempt, no retry (a hanging SES held a roast 90 s). A send
 * that fails or times out leaves the lead `email_failed`, and `leads resend` sends it later.
 */
export const SES_TIMEOUT_MS = 5000;

let client: SESClient | undefined;

/** The SES (v1 API) client, one per process; locally it talks to the local SES server through SES_ENDPOINT. */
export function sesClient(): SESClient {
  const { AWS_REGION, SES_ENDPOINT } = env();
  // The local server accepts any credentials; fixed ones keep the SDK from searching for real ones.
  const local = SES_ENDPOINT
    ? { endpoint: SES_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
    : {};
  client ??= new SESClient({
    region: AWS_REGION,
    ...local,
    maxAttempts: 1,
    requestHandler: {
      connectionTimeout: 2000,
      requestTimeout: SES_TIMEOUT_MS,
      // Without it the handler only logs a warning past requestTimeout and keeps waiting.
      throwOnRequestTimeout: true,
    },
  });
  return client;
}
