import { loadStageConfig } from '../../infra/config';
import { functionEnvironment } from '../../infra/environment';
import { tables } from '../../catalog/tables';
import { fixtureAccess, fixtureRoute, fixtureTables, stages } from './support';

const config = loadStageConfig('test', stages);
const base = { method: 'POST', path: '/functions/v1/x', streaming: true, memoryMb: 512 } as const;

describe('the environment a deployed function receives', () => {
  it('gives every function the stage, support address, Powertools settings and its repositories’ tables only', () => {
    const route = fixtureRoute({
      ...base,
      id: 'blog-posts',
      method: 'GET',
      path: '/api/blog-posts',
      timeoutSeconds: 10,
      repositories: ['posts-reader'],
    });
    expect(functionEnvironment(route, config, fixtureTables, fixtureAccess)).toEqual({
      STAGE: 'test',
      SUPPORT_EMAIL: 'help@copilot.test',
      POWERTOOLS_SERVICE_NAME: 'content-copilot',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      POSTS_TABLE: 'content-copilot-test-posts',
    });
  });

  it('configures Bedrock, the visitor limits and the daily budget for generation routes, never the demo generator', () => {
    const route = fixtureRoute({
      ...base,
      id: 'content-brief',
      timeoutSeconds: 60,
      bedrock: true,
      repositories: ['rate-limits'],
    });
    expect(functionEnvironment(route, config, fixtureTables)).toMatchObject({
      GENERATOR: 'bedrock',
      BEDROCK_MODEL_ID: 'eu.anthropic.claude-haiku-5-5',
      BEDROCK_REGION: 'eu-west-1',
      BEDROCK_MAX_OUTPUT_TOKENS: '2048',
      BEDROCK_TEMPERATURE: '0.7',
      BEDROCK_TIMEOUT_MS: '50000',
      BEDROCK_MAX_ATTEMPTS: '3',
      RATE_LIMIT_REQUESTS: '20',
      RATE_LIMIT_WINDOW_SECONDS: '3600',
      RATE_LIMIT_ALL_TOOLS_REQUESTS: '40',
      RATE_LIMIT_ALL_TOOLS_WINDOW_SECONDS: '3600',
      GENERATION_BUDGET_DAILY_TOKENS: '2000000',
      GENERATION_BUDGET_VISITOR_PERCENT: '5',
    });
  });

  it("gives a tool route the stage's share of the daily budget one visitor may spend", () => {
    const custom = loadStageConfig('test', {
      test: { ...stages.test, generationBudget: { dailyTokens: 1_500_000, visitorSharePercent: 2.5 } },
    });
    const route = fixtureRoute({
      ...base,
      id: 'content-brief',
      timeoutSeconds: 60,
      bedrock: true,
      repositories: ['rate-limits'],
    });
    expect(functionEnvironment(route, custom, fixtureTables)).toMatchObject({
      GENERATION_BUDGET_DAILY_TOKENS: '1500000',
      GENERATION_BUDGET_VISITOR_PERCENT: '2.5',
    });
    expect(() =>
      loadStageConfig('test', { test: { ...stages.test, generationBudget: { visitorSharePercent: 0 } } }),
    ).toThrow(/stages\.test\.generationBudget\.visitorSharePercent/);
  });

  it('gives every tool route, even one that only looks data up, its visitor limits from the stage, and no Bedrock', () => {
    const custom = loadStageConfig('test', {
      test: { ...stages.test, rateLimit: { requests: 5, windowSeconds: 600 } },
    });
    const route = fixtureRoute({ ...base, id: 'lookup', timeoutSeconds: 20, repositories: ['rate-limits'] });
    const env = functionEnvironment(route, custom, fixtureTables);
    expect(env).toMatchObject({ RATE_LIMIT_REQUESTS: '5', RATE_LIMIT_WINDOW_SECONDS: '600' });
    expect(env.BEDROCK_MODEL_ID).toBeUndefined();
  });

  it('gives up on Bedrock early enough for the function to answer before its own timeout', () => {
    const route = fixtureRoute({ ...base, id: 'quick', timeoutSeconds: 20, bedrock: true });
    expect(functionEnvironment(route, config, fixtureTables).BEDROCK_TIMEOUT_MS).toBe('15000');
  });

  it('gives email senders the sender, configuration set, site address and signing key name', () => {
    const route = fixtureRoute({ ...base, id: 'brand-roast', timeoutSeconds: 25, sendsEmail: true });
    const prod = loadStageConfig('prod', stages);
    expect(functionEnvironment(route, prod, fixtureTables)).toMatchObject({
      SENDER_EMAIL: 'roast@copilot-ops.net',
      SES_CONFIGURATION_SET: 'content-copilot-prod',
      SITE_URL: 'https://www.copilot-ops.net',
      UNSUBSCRIBE_SECRET_ID: 'content-copilot/prod/unsubscribe-signing-key',
    });
    expect(functionEnvironment(route, config, fixtureTables).SITE_URL).toBe('https://d1test.cloudfront.net');
    const { siteUrl: _none, ...withoutSite } = stages.test;
    const unset = loadStageConfig('test', { test: withoutSite });
    expect(functionEnvironment(route, unset, fixtureTables).SITE_URL).toBeUndefined();
  });

  it('gives the roast function the lead retention, and unsubscribe routes only the signing key name', () => {
    const roast = fixtureRoute({
      ...base,
      id: 'brand-roast',
      timeoutSeconds: 60,
      repositories: ['roast-leads'],
    });
    expect(functionEnvironment(roast, config, tables)).toMatchObject({
      LEADS_TABLE: 'content-copilot-test-leads',
      LEAD_RETENTION_DAYS: '365',
    });
    const unsubscribe = fixtureRoute({
      ...base,
      id: 'unsubscribe',
      timeoutSeconds: 10,
      repositories: ['opt-outs'],
      unsubscribeLinks: true,
    });
    const environment = functionEnvironment(unsubscribe, config, tables);
    expect(environment).toMatchObject({
      LEADS_TABLE: 'content-copilot-test-leads',
      UNSUBSCRIBE_SECRET_ID: 'content-copilot/test/unsubscribe-signing-key',
    });
    expect(environment.LEAD_RETENTION_DAYS).toBeUndefined();
    expect(environment.SENDER_EMAIL).toBeUndefined();
  });

  it('gives a YouTube route the secret name, budget, cache time and a timeout inside its own', () => {
    const route = fixtureRoute({
      ...base,
      id: 'youtube-search',
      timeoutSeconds: 10,
      youtube: true,
      repositories: ['counters'],
    });
    const env = functionEnvironment(route, config, fixtureTables, fixtureAccess);
    expect(env).toMatchObject({
      YOUTUBE_API_KEY_SECRET: 'content-copilot/test/youtube-api-key',
      YOUTUBE_DAILY_UNIT_BUDGET: '9000',
      YOUTUBE_VISITOR_DAILY_KEYWORDS: '10',
      YOUTUBE_CACHE_TTL_HOURS: '24',
      YOUTUBE_TIMEOUT_MS: '7000',
      RATE_LIMIT_REQUESTS: '20',
    });
    expect(env).not.toHaveProperty('YOUTUBE_API_KEY');
    expect(env).not.toHaveProperty('GENERATOR');
    const named = loadStageConfig('test', {
      test: {
        ...stages.test,
        youtube: { apiKeySecretName: 'shared/yt', dailyUnitBudget: 5000, visitorDailyKeywords: 3 },
      },
    });
    expect(functionEnvironment(route, named, fixtureTables, fixtureAccess)).toMatchObject({
      YOUTUBE_API_KEY_SECRET: 'shared/yt',
      YOUTUBE_DAILY_UNIT_BUDGET: '5000',
      YOUTUBE_VISITOR_DAILY_KEYWORDS: '3',
    });
  });

  it('fails synth when a route names a repository the access map lacks', () => {
    const route = fixtureRoute({ ...base, id: 'typo', timeoutSeconds: 10, repositories: ['postz-reader'] });
    expect(() => functionEnvironment(route, config, fixtureTables, fixtureAccess)).toThrow(
      'Route typo uses repository "postz-reader", which catalog/data-access.ts does not declare.',
    );
  });

  it('fails synth when a repository names a table or an index the definitions lack', () => {
    const route = fixtureRoute({ ...base, id: 'reader', timeoutSeconds: 10, repositories: ['reader'] });
    const missingTable = { reader: [{ table: 'postz', actions: ['GetItem'] as const }] };
    expect(() => functionEnvironment(route, config, fixtureTables, missingTable)).toThrow(
      'Repository reader uses table "postz", which catalog/tables.ts does not define.',
    );
    const missingIndex = { reader: [{ table: 'posts', index: 'bySlug', actions: ['Query'] as const }] };
    expect(() => functionEnvironment(route, config, fixtureTables, missingIndex)).toThrow(
      'Repository reader queries index "bySlug", which table posts does not define.',
    );
  });
});
