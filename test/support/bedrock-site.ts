import { FakeBedrock, type Scenario } from '../../scripts/fakes/fake-bedrock';
import { startTestSite, type TestSite } from './local-site';

export const TEST_MODEL = 'anthropic.claude-test-v1:0';

/** Bedrock's throttling answer; the SDK retries it, so queue it three times to reach the visitor. */
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

/** The local stack with the real Bedrock generator pointed at a fake endpoint. */
export async function startBedrockSite(options: { withWeb?: boolean; env?: Record<string, string> } = {}) {
  const fake = await FakeBedrock.start();
  Object.assign(process.env, {
    GENERATOR: 'bedrock',
    BEDROCK_MODEL_ID: TEST_MODEL,
    BEDROCK_ENDPOINT: fake.url,
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    ...options.env,
  });
  let site: TestSite;
  try {
    site = await startTestSite({ withWeb: options.withWeb ?? false });
  } catch (err) {
    await fake.close();
    throw err;
  }
  return {
    fake,
    site,
    async close() {
      await site.close();
      await fake.close();
    },
  };
}

/** The `{ error, code, details }` body of an error answer. */
export const errorOf = (text: string) =>
  JSON.parse(text) as { error: string; code?: string; details?: { field: string; message: string }[] };

/**
 * Registers a Bedrock-backed site for the test file and returns its handle, filled in beforeAll:
 * the fake endpoint and the full URL of `path`.
 */
export function useBedrockSite(path: string, env: Record<string, string> = {}) {
  const handle = {} as { fake: FakeBedrock; url: string; close?: () => Promise<void> };
  beforeAll(async () => {
    const started = await startBedrockSite({ env });
    Object.assign(handle, { fake: started.fake, url: `${started.site.url}${path}`, close: started.close });
  });
  afterAll(() => handle.close?.());
  return handle;
}
