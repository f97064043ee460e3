/**
 * The prices `npm run deploy -- <stage> --plan` costs a month with, US East (N. Virginia), on-demand, each with
 * where it was read (late 2026). A price nobody could confirm carries the range it may lie in, never "unknown".
 * Model token prices come from the stage (`bedrock.pricePerMillionTokens`), not from here.
 */

/**
 * A price: `usd` for each `per` units, after `free` units a month (an always-free tier of the account); `range`
 * when no source could verify it (the plan prints the dollars at both ends).
 */
export interface Price {
  usd: number;
  per: number;
  unit: string;
  free?: number;
  range?: readonly [number, number];
  source: string;
}

const page = (service: string) => `https://aws.amazon.com/${service}/pricing/`;

export const prices = {
  novaInput: {
    usd: 0.3,
    per: 1e6,
    unit: 'Nova 2 Lite input tokens',
    source: `${page('bedrock')} (client-rendered); Vercel AI Gateway lists $0.33, its usual 10 % above Bedrock`,
  },
  novaOutput: {
    usd: 2.5,
    per: 1e6,
    unit: 'Nova 2 Lite output tokens',
    source: `${page('bedrock')} (client-rendered); Vercel AI Gateway lists $2.75, its usual 10 % above Bedrock`,
  },
  /**
   * The default of `research.pricePerSearchUsd`. Unverified: no AWS page we could read prices it. $0.03 is the
   * one per-request figure found (a third-party price-list fixture); $0.012 what it would cost priced like
   * Bedrock's other web search. Set the stage's own once the Bedrock pricing page (or a bill) shows it.
   */
  groundingSearch: {
    usd: 0.03,
    per: 1,
    unit: 'grounded searches (Nova Web Grounding)',
    range: [0.012, 0.03],
    source:
      'default research.pricePerSearchUsd, unverified: $0.03 a search from a third-party price-list fixture, $0.012 if priced like Bedrock’s other web search; set the stage’s own from https://aws.amazon.com/bedrock/pricing/',
  },
  lambdaRequests: { usd: 0.2, per: 1e6, unit: 'requests', free: 1e6, source: page('lambda') },
  lambdaDuration: {
    usd: 0.0000133334,
    per: 1,
    unit: 'GB-seconds (arm64)',
    free: 400_000,
    source: `${page('lambda')} (arm64 rate as artillery's Lambda price table copies it)`,
  },
  edgeRequests: {
    usd: 0.6,
    per: 1e6,
    unit: 'Lambda@Edge requests',
    source: `${page('cloudfront')} (Lambda@Edge; no free tier)`,
  },
  edgeDuration: {
    usd: 0.00005001,
    per: 1,
    unit: 'Lambda@Edge GB-seconds',
    source: `${page('cloudfront')} (Lambda@Edge duration, as quoted by blog.blazingcdn.com, 2026)`,
  },
  apiRequests: { usd: 3.5, per: 1e6, unit: 'REST API requests', source: page('api-gateway') },
  cloudFrontRequests: {
    usd: 0.01,
    per: 10_000,
    unit: 'HTTPS requests',
    free: 10_000_000,
    source: page('cloudfront'),
  },
  cloudFrontTransfer: {
    usd: 0.085,
    per: 1,
    unit: 'GB out (North America, Europe)',
    free: 1024,
    source: page('cloudfront'),
  },
  cloudFrontFunctions: {
    usd: 0.1,
    per: 1e6,
    unit: 'CloudFront Function invocations',
    free: 2_000_000,
    source: page('cloudfront'),
  },
  dynamoWrites: {
    usd: 0.625,
    per: 1e6,
    unit: 'write request units',
    source: `${page('dynamodb')}on-demand/`,
  },
  dynamoReads: {
    usd: 0.125,
    per: 1e6,
    unit: 'read request units',
    source: `${page('dynamodb')}on-demand/`,
  },
  dynamoStorage: { usd: 0.25, per: 1, unit: 'GB-month', free: 25, source: `${page('dynamodb')}on-demand/` },
  dynamoBackup: { usd: 0.2, per: 1, unit: 'GB-month of point-in-time recovery', source: page('dynamodb') },
  dynamoBackups: {
    usd: 0.1,
    per: 1,
    unit: 'GB-month of DynamoDB backups (each a full copy)',
    source: `${page('backup')} (DynamoDB warm storage, as ${page('dynamodb')} prices on-demand backups)`,
  },
  s3Storage: { usd: 0.023, per: 1, unit: 'GB-month (Standard)', source: page('s3') },
  s3Gets: { usd: 0.0004, per: 1000, unit: 'GET requests', source: page('s3') },
  wafAcl: { usd: 5, per: 1, unit: 'web ACL-month', source: page('waf') },
  wafRule: { usd: 1, per: 1, unit: 'rule-month', source: page('waf') },
  wafRequests: { usd: 0.6, per: 1e6, unit: 'requests inspected', source: page('waf') },
  alarms: { usd: 0.1, per: 1, unit: 'alarm-month', free: 10, source: page('cloudwatch') },
  dashboards: { usd: 3, per: 1, unit: 'dashboard-month', free: 3, source: page('cloudwatch') },
  customMetrics: { usd: 0.3, per: 1, unit: 'metric-month', free: 10, source: page('cloudwatch') },
  logIngestion: { usd: 0.5, per: 1, unit: 'GB ingested', free: 5, source: page('cloudwatch') },
  logStorage: { usd: 0.03, per: 1, unit: 'GB-month stored', free: 5, source: page('cloudwatch') },
  xrayTraces: {
    usd: 5,
    per: 1e6,
    unit: 'traces recorded',
    free: 100_000,
    source: page('xray'),
  },
  secrets: { usd: 0.4, per: 1, unit: 'secret-month', source: page('secrets-manager') },
  secretCalls: { usd: 0.05, per: 10_000, unit: 'API calls', source: page('secrets-manager') },
  kmsKeys: { usd: 1, per: 1, unit: 'key-month', source: page('kms') },
  snsEmail: { usd: 2, per: 100_000, unit: 'email notifications', free: 1000, source: page('sns') },
  sesEmail: { usd: 0.1, per: 1000, unit: 'emails', source: page('ses') },
  budgets: {
    usd: 0.62,
    per: 1,
    unit: 'budget-month (0.02 a day)',
    free: 2,
    source: page('aws-cost-management/aws-budgets'),
  },
} satisfies Record<string, Price>;

export type PriceId = keyof typeof prices;
