import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ConfigurationError } from '../http/errors';
import { logger } from '../logger';
import type { YouTubeConfig } from './config';

/** Where the key comes from: the environment locally, Secrets Manager on deployed stages. */
export type KeySource = Pick<YouTubeConfig, 'STAGE' | 'YOUTUBE_API_KEY' | 'YOUTUBE_API_KEY_SECRET'>;

/** A secret stored as plain text, or as the console's key/value JSON with an `apiKey` entry. */
function keyFromSecret(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text?.startsWith('{')) return text || undefined;
  try {
    const entries = JSON.parse(text) as Record<string, unknown>;
    const key = entries.apiKey ?? entries.YOUTUBE_API_KEY;
    return typeof key === 'string' && key.trim() ? key.trim() : undefined;
  } catch {
    return undefined;
  }
}

async function readSecret(client: SecretsManagerClient, secretId: string): Promise<string> {
  let value: string | undefined;
  try {
    ({ SecretString: value } = await client.send(new GetSecretValueCommand({ SecretId: secretId })));
  } catch (err) {
    // The SDK error names the failure (not found, access denied) and never holds the secret.
    logger.error('youtube key secret unreadable', { error: err instanceof Error ? err.name : 'unknown' });
    throw new ConfigurationError(
      'There was a problem with the YouTube configuration: the API key secret could not be read.',
    );
  }
  const key = keyFromSecret(value);
  if (!key) {
    throw new ConfigurationError(
      'There was a problem with the YouTube configuration: the API key secret is empty.',
    );
  }
  return key;
}

async function resolveKey(
  source: KeySource,
  client: () => SecretsManagerClient,
): Promise<string | undefined> {
  if (source.YOUTUBE_API_KEY) return source.YOUTUBE_API_KEY;
  if (source.YOUTUBE_API_KEY_SECRET) return readSecret(client(), source.YOUTUBE_API_KEY_SECRET);
  if (source.STAGE === 'local') return undefined;
  throw new ConfigurationError(
    'There was a problem with the YouTube configuration: YOUTUBE_API_KEY_SECRET is not set.',
  );
}

/**
 * A reader of the YouTube API key that reads it once (per cold start, when held at module level);
 * undefined locally without a key (demo mode, which a deployed stage never falls back to).
 * A failed read is tried again on the next call.
 */
export function youtubeKeyReader(
  source: KeySource,
  client: () => SecretsManagerClient = () => new SecretsManagerClient({}),
): () => Promise<string | undefined> {
  let pending: Promise<string | undefined> | undefined;
  return () => {
    pending ??= resolveKey(source, client).catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}
