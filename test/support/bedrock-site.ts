import { FakeBedrock, type Scenario } from '../../scripts/fakes/fake-bedrock';
import { remoteSite, stopProcess, type RemoteSite } from './stack/remote-site';
import { spawnStack } from './stack/spawn';

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
  site: RemoteSite;
  close(): Promise<void>;
}

/** The local stack generating through the real Bedrock SDK, against a fake Bedrock endpoint. */
export async function startBedrockSite(
  options: { withWeb?: boolean; env?: Record<string, string>; researchEndpoint?: boolean } = {},
): Promise<BedrockSite> {
  const fake = await FakeBedrock.start();
  const functionEnv = {
    GENERATOR: 'bedrock',
    BEDROCK_MODEL_ID: TEST_MODEL,
    BEDROCK_ENDPOINT: fake.url,
    // Three times the SDK's worst-case throttling backoff (two retries, up to 0.5 s and 1 s): a hang test waits it out.
    BEDROCK_TIMEOUT_MS: '6000',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    ...options.env,
    // Live research (issue 29) asks the same fake, which tells grounded searches by their system tool.
    ...(options.researchEndpoint ? { RESEARCH_ENDPOINT: fake.url } : {}),
  };
  // The stack runs in its own process: the handlers and the SDK load there once, not in jest's sandbox.
  const started = await spawnStack({ withWeb: options.withWeb ?? false, functionEnv }).catch(
    async (err: unknown) => {
      await fake.close();
      throw err;
    },
  );
  const site = remoteSite({ info: started.info, stop: () => stopProcess(started) });
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
