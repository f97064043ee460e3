import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { youtubeKeyReader } from '../../lambdas/shared/youtube/api-key';
import { ConfigurationError } from '../../lambdas/shared/http/errors';

/** A local Secrets Manager endpoint (AWS JSON 1.1 protocol) holding one secret. */
let server: Server;
let endpoint: string;
let secrets: Record<string, string>;
const requests: { target: string; secretId: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      const { SecretId } = JSON.parse(body) as { SecretId: string };
      requests.push({ target: String(req.headers['x-amz-target']), secretId: SecretId });
      const value = secrets[SecretId];
      if (value === undefined) {
        res.writeHead(400, {
          'content-type': 'application/x-amz-json-1.1',
          'x-amzn-errortype': 'ResourceNotFoundException',
        });
        return res.end(
          JSON.stringify({
            __type: 'ResourceNotFoundException',
            message: 'Secrets Manager can’t find the specified secret.',
          }),
        );
      }
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(
        JSON.stringify({
          ARN: `arn:aws:secretsmanager:us-east-1:123456789012:secret:${SecretId}`,
          Name: SecretId,
          SecretString: value,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.splice(0);
  secrets = { 'prod/youtube-api-key': 'AIza-secret-key', 'prod/youtube-json': '{"apiKey":"AIza-from-json"}' };
});

const client = () =>
  new SecretsManagerClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });

describe('the YouTube API key', () => {
  it('is read from Secrets Manager once (Powertools Parameters caches it), however many requests ask for it', async () => {
    const read = youtubeKeyReader({ STAGE: 'prod', YOUTUBE_API_KEY_SECRET: 'prod/youtube-api-key' }, client);
    expect(await read()).toBe('AIza-secret-key');
    expect(await read()).toBe('AIza-secret-key');
    expect(await read()).toBe('AIza-secret-key');
    expect(requests).toEqual([{ target: 'secretsmanager.GetSecretValue', secretId: 'prod/youtube-api-key' }]);
  });

  it('accepts the console’s key/value form of the secret', async () => {
    const read = youtubeKeyReader({ STAGE: 'prod', YOUTUBE_API_KEY_SECRET: 'prod/youtube-json' }, client);
    expect(await read()).toBe('AIza-from-json');
  });

  it('fails with a configuration error naming no value when the secret is missing, and tries again later', async () => {
    const read = youtubeKeyReader({ STAGE: 'prod', YOUTUBE_API_KEY_SECRET: 'prod/missing' }, client);
    const err = await read().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigurationError);
    expect((err as Error).message).toBe(
      'There was a problem with the YouTube configuration: the API key secret could not be read.',
    );
    secrets['prod/missing'] = 'AIza-added-later';
    expect(await read()).toBe('AIza-added-later');
    expect(requests).toHaveLength(2);
  });

  it('comes from the environment locally, and is absent (demo mode) only on the local stage', async () => {
    expect(await youtubeKeyReader({ STAGE: 'local', YOUTUBE_API_KEY: 'AIza-local' }, client)()).toBe(
      'AIza-local',
    );
    expect(await youtubeKeyReader({ STAGE: 'local' }, client)()).toBeUndefined();
    await expect(youtubeKeyReader({ STAGE: 'prod' }, client)()).rejects.toThrow(
      'There was a problem with the YouTube configuration: YOUTUBE_API_KEY_SECRET is not set.',
    );
    expect(requests).toHaveLength(0);
  });
});
