import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { env } from '../env';
import { ConfigurationError } from '../http/errors';
import { BedrockGenerator } from './bedrock';
import { DemoGenerator } from './demo';
import { modelRequestFields } from './request-fields';
import type { Generator } from './types';

let generator: Generator | undefined;

/**
 * The generator this process uses: Bedrock when configured, else the demo generator, which is
 * allowed only in local development; a deployed stack never falls back to it.
 */
export function getGenerator(): Generator {
  if (generator) return generator;
  const e = env();
  const kind = e.GENERATOR ?? (e.BEDROCK_MODEL_ID ? 'bedrock' : 'demo');
  if (kind === 'demo') {
    if (e.STAGE !== 'local') {
      throw new ConfigurationError(
        'There was a problem with the Bedrock configuration: deployed stages must set GENERATOR=bedrock and BEDROCK_MODEL_ID.',
      );
    }
    generator = new DemoGenerator(e.DEMO_CHUNK_DELAY_MS);
    return generator;
  }
  if (!e.BEDROCK_MODEL_ID) {
    throw new ConfigurationError(
      'There was a problem with the Bedrock configuration: BEDROCK_MODEL_ID is not set.',
    );
  }
  generator = new BedrockGenerator({
    client: new BedrockRuntimeClient({
      region: e.BEDROCK_REGION ?? e.AWS_REGION,
      maxAttempts: e.BEDROCK_MAX_ATTEMPTS,
      ...(e.BEDROCK_ENDPOINT ? { endpoint: e.BEDROCK_ENDPOINT } : {}),
    }),
    modelId: e.BEDROCK_MODEL_ID,
    maxOutputTokens: e.BEDROCK_MAX_OUTPUT_TOKENS,
    temperature: e.BEDROCK_TEMPERATURE,
    timeoutMs: e.BEDROCK_TIMEOUT_MS,
    requestFields: modelRequestFields(e.BEDROCK_MODEL_ID, e.BEDROCK_EFFORT),
  });
  return generator;
}
