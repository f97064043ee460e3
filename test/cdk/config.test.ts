import { readFileSync } from 'node:fs';
import { loadStageConfig } from '../../infra/config';
import { stages } from './support';

const withTest = (changes: Record<string, unknown>) => ({ test: { ...stages.test, ...changes } });

describe('stage configuration', () => {
  it('accepts a complete stage and applies the documented defaults', () => {
    expect(loadStageConfig('test', stages)).toEqual({
      ...stages.test,
      stage: 'test',
      senderIdentity: 'email',
      sandboxRecipients: [],
      bedrock: {
        ...stages.test.bedrock,
        maxOutputTokens: 2048,
        temperature: 0.7,
        timeoutMs: 50_000,
        maxAttempts: 3,
      },
      rateLimit: { requests: 20, windowSeconds: 3600, allToolsRequests: 40, allToolsWindowSeconds: 3600 },
      generationBudget: { dailyTokens: 2_000_000, visitorSharePercent: 5 },
      apiThrottle: { rateLimit: 20, burstLimit: 40, generationRateLimit: 2, generationBurstLimit: 5 },
      waf: { requestsPerFiveMinutes: 2000, generationRequestsPerFiveMinutes: 100 },
      youtube: { dailyUnitBudget: 9000, visitorDailyKeywords: 10, cacheTtlHours: 24, timeoutMs: 8000 },
      costBudget: { monthlyUsd: 50 },
      originSecretRotation: 0,
      bedrockAlarms: { invocationsPerHour: 300, outputTokensPerHour: 400_000 },
      priceClass: 'PriceClass_100',
      logRetentionDays: 30,
      logLevel: 'INFO',
      leadRetentionDays: 365,
    });
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
    const shipped = (JSON.parse(readFileSync('cdk.json', 'utf8')) as { context: { stages: object } }).context
      .stages;
    for (const stage of Object.keys(shipped)) expect(() => loadStageConfig(stage, shipped)).not.toThrow();
  });

  it('keeps data unless a stage says it is throwaway', () => {
    const { retainData: _omit, ...rest } = stages.test;
    expect(loadStageConfig('test', { test: rest }).retainData).toBe(true);
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
    expect(() => loadStageConfig('test', withTest({ bedrock: {} }))).toThrow(
      /stages\.test\.bedrock\.modelId/,
    );
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
      'anthropic.claude-haiku-4-5-20251001-v1:0',
      'global.anthropic.claude-haiku-4-5-20251001-v1:0',
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

  it('validates the stages committed in cdk.json', () => {
    const { context } = JSON.parse(readFileSync('cdk.json', 'utf8')) as {
      context: { stages: Record<string, unknown> };
    };
    for (const stage of Object.keys(context.stages)) {
      expect(loadStageConfig(stage, context.stages).stage).toBe(stage);
    }
  });
});
