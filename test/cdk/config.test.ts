import { readFileSync } from 'node:fs';
import { loadStageConfig, StageConfigError } from '../../infra/config';
import { stageWarnings } from '../../infra/stage-warnings';
import { shippedStages, stages } from './support';

/** Addresses of an operator's own domain. */
const operator = {
  senderEmail: 'roast@copilot-ops.net',
  supportEmail: 'help@copilot-ops.net',
  alarmEmail: 'ops@copilot-ops.net',
};

const withTest = (changes: Record<string, unknown>) => ({ test: { ...stages.test, ...changes } });

describe('stage configuration', () => {
  it('accepts a complete stage and applies the documented defaults', () => {
    expect(loadStageConfig('test', stages)).toEqual({
      ...stages.test,
      stage: 'test',
      senderIdentity: 'email',
      mailFromSubdomain: 'mail',
      sandboxRecipients: [],
      bedrock: {
        ...stages.test.bedrock,
        maxOutputTokens: 2048,
        temperature: 0.7,
        timeoutMs: 50_000,
        maxAttempts: 3,
        pricePerMillionTokens: { input: 0.1, output: 0.5 },
        defaultPrice: true,
      },
      rateLimit: { requests: 20, windowSeconds: 3600, allToolsRequests: 40, allToolsWindowSeconds: 3600 },
      generationBudget: { dailyTokens: 2_000_000, visitorSharePercent: 5, networkSharePercent: 15 },
      apiThrottle: {
        rateLimit: 20,
        burstLimit: 40,
        generationRateLimit: 2,
        generationBurstLimit: 5,
        beaconRateLimit: 100,
        beaconBurstLimit: 200,
      },
      waf: { requestsPerFiveMinutes: 2000, generationRequestsPerFiveMinutes: 100 },
      youtube: { dailyUnitBudget: 9000, visitorDailyKeywords: 10, cacheTtlHours: 24, timeoutMs: 8000 },
      costBudget: { monthlyUsd: 50 },
      expectedVisitorsPerDay: 1000,
      originSecretRotation: 0,
      bedrockAlarms: { invocationsPerHour: 300, outputTokensPerHour: 400_000 },
      priceClass: 'PriceClass_100',
      logRetentionDays: 30,
      logLevel: 'INFO',
      leadRetentionDays: 365,
      // eu-west-1: Nova Web Grounding runs in US regions only, so research is off by default.
      research: { enabled: false, modelId: 'us.amazon.nova-2-lite-v1:0', dailyCalls: 500, timeoutMs: 25_000 },
      placeholders: [],
    });
  });

  it('turns live research on by default in a US region only, and refuses it elsewhere', () => {
    expect(loadStageConfig('prod', stages).research.enabled).toBe(true);
    expect(() => loadStageConfig('test', withTest({ research: { enabled: true } }))).toThrow(
      /stages\.test\.research\.enabled Nova Web Grounding runs in US regions only, not in eu-west-1/,
    );
    expect(() =>
      loadStageConfig(
        'test',
        withTest({ region: 'us-east-1', research: { modelId: 'anthropic.claude-haiku-5-5' } }),
      ),
    ).toThrow(/stages\.test\.research\.modelId must be an Amazon Nova model/);
    expect(stageWarnings(loadStageConfig('test', stages))).toContainEqual(
      expect.stringMatching(/^Stage test has live research off/),
    );
  });

  it('bounds lead retention and takes only an https site address', () => {
    expect(loadStageConfig('test', withTest({ leadRetentionDays: 30 })).leadRetentionDays).toBe(30);
    expect(() => loadStageConfig('test', withTest({ leadRetentionDays: 0 }))).toThrow(
      /stages\.test\.leadRetentionDays/,
    );
    expect(loadStageConfig('test', withTest({ siteUrl: 'https://d1.cloudfront.net' })).siteUrl).toBe(
      'https://d1.cloudfront.net',
    );
    expect(() => loadStageConfig('test', withTest({ siteUrl: 'http://d1.cloudfront.net' }))).toThrow(
      /stages\.test\.siteUrl must be the https address of the site/,
    );
  });

  it('refuses a visitor share too small to hold one generation, and accepts the shipped stages', () => {
    expect(() =>
      loadStageConfig(
        'test',
        withTest({ generationBudget: { dailyTokens: 200_000, visitorSharePercent: 5 } }),
      ),
    ).toThrow(/stages\.test\.generationBudget\.visitorSharePercent leaves one visitor 10000 tokens a day/);
    const shipped = shippedStages();
    for (const stage of Object.keys(shipped)) expect(() => loadStageConfig(stage, shipped)).not.toThrow();
  });

  it('keeps data unless a stage says it is throwaway, and then wants a person to hear its alarms', () => {
    const { retainData: _omit, ...rest } = stages.test;
    expect(() => loadStageConfig('test', { test: rest })).toThrow(
      /stages\.test\.alarmEmail is required for a stage that keeps its data/,
    );
    const kept = loadStageConfig('test', {
      test: { ...rest, ...operator, region: 'us-east-1', bedrock: {} },
    });
    expect(kept.retainData).toBe(true);
    expect(stageWarnings(kept)).toEqual([]);
    expect(stageWarnings(loadStageConfig('test', stages))).toEqual([
      expect.stringMatching(
        /^Stage test has no alarmEmail: its alarms, SES bounces and complaints reach nobody/,
      ),
      expect.stringMatching(/^Stage test has live research off/),
      // eu.anthropic.claude-haiku-5-5 without its own price: a geographic profile costs more than the global one.
      expect.stringMatching(/^Stage test prices eu\.anthropic\.claude-haiku-5-5 at the default of global\./),
    ]);
  });

  it('verifies a whole domain (DKIM, MAIL FROM) for a stage that keeps its data, the address otherwise', () => {
    expect(loadStageConfig('prod', stages).senderIdentity).toBe('domain');
    expect(loadStageConfig('test', stages).senderIdentity).toBe('email');
    expect(
      loadStageConfig('prod', { prod: { ...stages.prod, senderIdentity: 'email' } }).senderIdentity,
    ).toBe('email');
    expect(() => loadStageConfig('test', withTest({ mailFromSubdomain: 'a.b' }))).toThrow(
      /stages\.test\.mailFromSubdomain must be one DNS label/,
    );
  });

  it('defaults to Claude Haiku 5.5 through its global profile, and refuses a profile of another geography', () => {
    expect(loadStageConfig('prod', stages).bedrock.modelId).toBe('global.anthropic.claude-haiku-5-5');
    const eu = (modelId: string) => () =>
      loadStageConfig('test', withTest({ region: 'eu-west-1', bedrock: { modelId } }));
    expect(eu('us.anthropic.claude-haiku-5-5')).toThrow(
      /stages\.test\.bedrock\.modelId us\.anthropic\.claude-haiku-5-5 is a us\. inference profile, which takes no requests from eu-west-1/,
    );
    expect(eu('jp.anthropic.claude-haiku-5-5')).toThrow(/is a jp\. inference profile/);
    expect(
      eu('arn:aws:bedrock:us-east-1:123456789012:inference-profile/eu.anthropic.claude-haiku-5-5'),
    ).toThrow(/names region us-east-1, but the stage is in eu-west-1/);
    for (const ok of [
      'eu.anthropic.claude-haiku-5-5',
      'global.anthropic.claude-haiku-5-5',
      'anthropic.claude-haiku-5-5',
    ]) {
      expect(eu(ok)).not.toThrow();
    }
    const tokyo = loadStageConfig(
      'test',
      withTest({ region: 'ap-northeast-1', bedrock: { modelId: 'jp.anthropic.claude-haiku-5-5' } }),
    );
    expect(tokyo.bedrock.modelId).toBe('jp.anthropic.claude-haiku-5-5');
    expect(() => loadStageConfig('test', withTest({ region: 'us-gov-west-1', bedrock: {} }))).toThrow(
      /stages\.test\.bedrock\.modelId is required in us-gov-west-1/,
    );
    expect(() =>
      loadStageConfig('test', withTest({ bedrock: { modelId: 'eu.amazon.nova-lite-v1:0', effort: 'low' } })),
    ).toThrow(/stages\.test\.bedrock\.effort applies to Claude models only/);
  });

  it('fails with a message naming a missing or malformed value', () => {
    const { senderEmail: _omit, ...missing } = stages.test;
    expect(() => loadStageConfig('test', { test: missing })).toThrow(/stages\.test\.senderEmail/);
    expect(() => loadStageConfig('test', withTest({ region: 'Europe' }))).toThrow(
      /stages\.test\.region must be an AWS region/,
    );
    expect(() => loadStageConfig('test', withTest({ youtube: { dailyUnitBudget: 50 } }))).toThrow(
      /stages\.test\.youtube\.dailyUnitBudget/,
    );
    expect(() =>
      loadStageConfig('test', withTest({ youtube: { apiKeySecretName: 'arn:aws:secretsmanager:x' } })),
    ).toThrow(/stages\.test\.youtube\.apiKeySecretName must be a Secrets Manager secret name/);
    expect(() => loadStageConfig('test', withTest({ bedrock: { modelId: 'claude please' } }))).toThrow(
      /stages\.test\.bedrock\.modelId must be a Bedrock model id/,
    );
    expect(() => loadStageConfig('test', withTest({ alarmEmail: 'ops' }))).toThrow(
      /stages\.test\.alarmEmail/,
    );
    expect(() => loadStageConfig('test', withTest({ logRetentionDays: 3 }))).toThrow(
      /stages\.test\.logRetentionDays must be one of 7, 14/,
    );
    expect(() => loadStageConfig('test', withTest({ waf: { requestsPerFiveMinutes: 5 } }))).toThrow(
      /stages\.test\.waf\.requestsPerFiveMinutes/,
    );
    expect(() =>
      loadStageConfig('test', withTest({ rateLimit: { requests: 30, allToolsRequests: 20 } })),
    ).toThrow(/stages\.test\.rateLimit\.allToolsRequests must be at least rateLimit\.requests/);
    expect(() =>
      loadStageConfig(
        'test',
        withTest({ waf: { requestsPerFiveMinutes: 500, generationRequestsPerFiveMinutes: 500 } }),
      ),
    ).toThrow(
      /stages\.test\.waf\.generationRequestsPerFiveMinutes must be below waf\.requestsPerFiveMinutes/,
    );
    expect(() => loadStageConfig('test', withTest({ generationBudget: { dailyTokens: 10 } }))).toThrow(
      /stages\.test\.generationBudget\.dailyTokens/,
    );
  });

  it('accepts a model id, a cross-Region inference profile id or an inference profile ARN', () => {
    for (const modelId of [
      'anthropic.claude-haiku-5-5',
      'global.anthropic.claude-haiku-5-5',
      'arn:aws:bedrock:eu-west-1:123456789012:inference-profile/eu.amazon.nova-lite-v1:0',
    ]) {
      expect(loadStageConfig('test', withTest({ bedrock: { modelId } })).bedrock.modelId).toBe(modelId);
    }
  });

  it('needs the model behind an application inference profile, to name it in IAM', () => {
    const modelId = 'arn:aws:bedrock:eu-west-1:123456789012:application-inference-profile/abc123';
    expect(() => loadStageConfig('test', withTest({ bedrock: { modelId } }))).toThrow(
      /stages\.test\.bedrock\.foundationModelId is required/,
    );
  });

  it('only takes a custom domain certificate from us-east-1, where CloudFront reads it', () => {
    const domain = {
      name: 'www.copilot.test',
      certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/12345678-1234-1234-1234-123456789012',
    };
    expect(() => loadStageConfig('test', withTest({ domain }))).toThrow(
      /stages\.test\.domain\.certificateArn must be an ACM certificate ARN in us-east-1/,
    );
  });

  it('fails on an unknown stage, listing the known ones', () => {
    expect(() => loadStageConfig('qa', stages)).toThrow(
      'No configuration for stage "qa" in cdk.json context "stages" (have: test, prod).',
    );
  });

  it('validates the stages committed in cdk.json: dev as it is, prod once its placeholders are filled in', () => {
    const { context } = JSON.parse(readFileSync('cdk.json', 'utf8')) as {
      context: { stages: Record<string, unknown> };
    };
    expect(loadStageConfig('dev', context.stages).stage).toBe('dev');
    const refusal = (() => {
      try {
        loadStageConfig('prod', context.stages);
      } catch (err) {
        return err as StageConfigError;
      }
      throw new Error('the shipped prod stage was accepted');
    })();
    expect(refusal).toBeInstanceOf(StageConfigError);
    expect(refusal.problems).toHaveLength(1);
    expect(refusal.problems[0]).toMatch(/^stages\.prod still has the shipped placeholders: set .*alarmEmail/);
    expect(refusal.problems[0]).toMatch(/senderEmail \(the from address\)/);
    const planned = loadStageConfig('prod', context.stages, { forPlan: true });
    expect(planned.placeholders).toEqual(
      expect.arrayContaining(['senderEmail', 'supportEmail', 'alarmEmail']),
    );
    expect(stageWarnings(planned)).toContainEqual(
      expect.stringMatching(/^Stage prod still has placeholders/),
    );
    for (const stage of Object.keys(context.stages))
      expect(loadStageConfig(stage, shippedStages()).stage).toBe(stage);
  });
});
