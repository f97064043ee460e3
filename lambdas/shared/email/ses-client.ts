import { SESClient } from '@aws-sdk/client-ses';
import { env } from '../env';

let client: SESClient | undefined;

/** The SES (v1 API) client, one per process; locally it talks to the local SES server through SES_ENDPOINT. */
export function sesClient(): SESClient {
  const { AWS_REGION, SES_ENDPOINT } = env();
  // The local server accepts any credentials; fixed ones keep the SDK from searching for real ones.
  const local = SES_ENDPOINT
    ? { endpoint: SES_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
    : {};
  client ??= new SESClient({ region: AWS_REGION, ...local });
  return client;
}
