import { FakeBedrock, type Scenario } from '../../scripts/fakes/fake-bedrock';
import { startTestSite, type TestSite } from './local-site';

export const TEST_MODEL = 'anthropic.claude-test-v1:0';

/** Bedrock throttling; the SDK tries three times, so queue it three times to see the 429. */
export const throttled: Scenario = {
  kind: 'error',
  status: 429,
  type: 'ThrottlingException',
  message: 'Too many requests',
};

export const accessDenied: Scenario = {
  kind: 'error',
  status: 403,
  type: 'AccessDeniedException',
  message: "You don't have access to the model with the specified model ID.",
};

export interface BedrockSite {
  fake: FakeBedrock;
  site: TestSite;
  close(): Promise<void>;
}

/** The local stack generating through the real Bedrock SDK, against a fake Bedrock endpoint. */
export async function startBedrockSite(
  options: { withWeb?: boolean; env?: Record<string, string>; researchEndpoint?: boolean } = {},
): Promise<BedrockSite> {
  const fake = await FakeBedrock.start();
  Object.assign(process.env, {
    GENERATOR: 'bedrock',
    BEDROCK_MODEL_ID: TEST_MODEL,
    BEDROCK_ENDPOINT: fake.url,
    // Above the SDK's worst-case throttling backoff (two retries, up to 0.5 s and 1 s).
    BEDROCK_TIMEOUT_MS: '3000',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    ...options.env,
    // Live research (issue 29) asks the same fake, which tells grounded searches by their system tool.
    ...(options.researchEndpoint ? { RESEARCH_ENDPOINT: fake.url } : {}),
  });
  const site = await startTestSite({ withWeb: options.withWeb ?? false }).catch(async (err: unknown) => {
    await fake.close();
    throw err;
  });
  return {
    fake,
    site,
    async close() {
      await site.close();
      await fake.close();
    },
  };
}

/**
 * Registers a Bedrock-backed site for the test file and returns its handle, filled in beforeAll:
 * the fake endpoint and the full URL of `path`.
 */
export function useBedrockSite(path: string, env: Record<string, string> = {}) {
  const handle = {} as { fake: FakeBedrock; url: string; close?: () => Promise<void> };
  // Starting dynalite, SES and the server took over jest's 5 s default at load 24: a set-up, not a measure.
  beforeAll(async () => {
    const started = await startBedrockSite({ env });
    Object.assign(handle, { fake: started.fake, url: `${started.site.url}${path}`, close: started.close });
  }, 60_000);
  afterAll(() => handle.close?.(), 60_000);
  return handle;
}
