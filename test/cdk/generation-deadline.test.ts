import { loadStageConfig, maxGenerationMs } from '../../infra/config';
import { functionEnvironment } from '../../infra/environment';
import { routes } from '../../catalog/routes';
import { tables } from '../../catalog/tables';
import { shippedStages, stages as testStages } from './support';

/** CloudFront's longest wait for the first byte of an origin's answer. */
const cloudFrontFirstByteMs = 60_000;

const committed = shippedStages();

describe('every AI answer fits in CloudFront’s 60 s wait for its first byte', () => {
  const aiRoutes = routes.filter((route) => 'bedrock' in route && route.bedrock);

  it.each(Object.keys(committed))(
    'stage %s: one deadline per generation, all Bedrock attempts included, stays under 55 s and the route timeout',
    (stage) => {
      const config = loadStageConfig(stage, committed);
      expect(aiRoutes.length).toBeGreaterThan(0);
      for (const route of aiRoutes) {
        const env = functionEnvironment(route, config, tables);
        const deadline = Number(env.BEDROCK_TIMEOUT_MS);
        expect(deadline).toBeLessThanOrEqual(maxGenerationMs);
        // The function still has time to answer with a clean 504 after the deadline.
        expect(route.timeoutSeconds * 1000).toBeGreaterThanOrEqual(deadline + 5000);
        expect(Number(env.BEDROCK_MAX_ATTEMPTS)).toBeGreaterThanOrEqual(1);
      }
    },
  );

  it('leaves 5 s between the longest allowed generation and CloudFront giving up', () => {
    expect(maxGenerationMs + 5000).toBeLessThanOrEqual(cloudFrontFirstByteMs);
  });

  it('refuses a stage whose generations could outlast it', () => {
    const stage = { ...testStages.test, bedrock: { ...testStages.test.bedrock, timeoutMs: 56_000 } };
    expect(() => loadStageConfig('test', { test: stage })).toThrow(/stages\.test\.bedrock\.timeoutMs/);
  });
});
