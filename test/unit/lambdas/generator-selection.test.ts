import type { Generator } from '@lambdas/shared/generator/types';

/** Loads the generator module fresh with the given environment (it reads env once per process). */
async function selectWith(vars: Record<string, string | undefined>): Promise<Generator> {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  for (const [key, value] of Object.entries(vars)) if (value === undefined) delete process.env[key];
  try {
    let generator: Generator | undefined;
    await jest.isolateModulesAsync(async () => {
      generator = (await import('@lambdas/shared/generator')).getGenerator();
    });
    return generator!;
  } finally {
    process.env = saved;
  }
}

describe('choosing the generator', () => {
  it('uses the demo generator locally when no Bedrock model is configured', async () => {
    const generator = await selectWith({ STAGE: 'local', GENERATOR: undefined, BEDROCK_MODEL_ID: undefined });
    expect(generator.kind).toBe('demo');
  });

  it('uses Bedrock as soon as a model is configured', async () => {
    const generator = await selectWith({
      STAGE: 'local',
      GENERATOR: undefined,
      BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0',
    });
    expect(generator.kind).toBe('bedrock');
  });

  it('never falls back to the demo generator in a deployed stage', async () => {
    await expect(
      selectWith({ STAGE: 'prod', GENERATOR: undefined, BEDROCK_MODEL_ID: undefined }),
    ).rejects.toThrow(
      /^There was a problem with the Bedrock configuration: deployed stages must set GENERATOR=bedrock/,
    );
  });

  it('names the missing model id when Bedrock is chosen without one', async () => {
    await expect(
      selectWith({ STAGE: 'prod', GENERATOR: 'bedrock', BEDROCK_MODEL_ID: undefined }),
    ).rejects.toThrow('There was a problem with the Bedrock configuration: BEDROCK_MODEL_ID is not set.');
  });
});
