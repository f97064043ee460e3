import { FakeBedrock } from '../../scripts/fakes/fake-bedrock';

export const FAKE_MODEL = 'anthropic.claude-test-v1:0';

/** Starts the fake Bedrock endpoint and points this test file's functions at it (real SDK, dummy credentials). */
export async function useFakeBedrock(extraEnv: Record<string, string> = {}): Promise<FakeBedrock> {
  const fake = await FakeBedrock.start();
  Object.assign(process.env, {
    GENERATOR: 'bedrock',
    BEDROCK_MODEL_ID: FAKE_MODEL,
    BEDROCK_ENDPOINT: fake.url,
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    ...extraEnv,
  });
  return fake;
}
