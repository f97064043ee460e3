import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ConfigurationError } from '../http/errors';
import { logger } from '../logger';
import { secretReader } from '../secrets';
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

async function readKey(
  secretId: string,
  read: (secretId: string) => Promise<string | undefined>,
): Promise<string> {
  let value: string | undefined;
  try {
    value = await read(secretId);
  } catch (err) {
    // The SDK error (Powertools' cause) names the failure, not found or access denied, and never holds the secret.
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    logger.error('youtube key secret unreadable', { error: cause instanceof Error ? cause.name : 'unknown' });
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

/**
 * A reader of the YouTube API key: the environment's locally, else the stage secret through Powertools
 * Parameters (cached per process, lambdas/shared/secrets.ts); undefined locally without a key (demo mode,
 * which a deployed stage never falls back to). `client` is for tests: a Secrets Manager client of their own.
 */
export function youtubeKeyReader(
  source: KeySource,
  client?: () => SecretsManagerClient,
): () => Promise<string | undefined> {
  const read = secretReader(client);
  return async () => {
    if (source.YOUTUBE_API_KEY) return source.YOUTUBE_API_KEY;
    if (source.YOUTUBE_API_KEY_SECRET) return readKey(source.YOUTUBE_API_KEY_SECRET, read);
    if (source.STAGE === 'local') return undefined;
    throw new ConfigurationError(
      'There was a problem with the YouTube configuration: YOUTUBE_API_KEY_SECRET is not set.',
    );
  };
}
