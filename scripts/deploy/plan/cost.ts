/**
 * The monthly cost of a plan, one line per priced item of every AWS service the stacks create, each with its
 * price's source. Pure: capacity, inventory, prices and the stage's model prices in, lines out.
 */
import type { RouteDefinition } from '../../../catalog/routes';
import { routeSeconds, type Capacity } from './capacity';
import type { Inventory } from './inventory';
import { prices, type Price } from './prices';
import type { RatioValues } from './ratios';

export const MONTH_DAYS = 365 / 12;

/** One priced item, and the dollars at the low and high end of its price's range when the price is unverified. */
export interface CostLine {
  service: string;
  item: string;
  quantity: number;
  unit: string;
  usd: number;
  range?: readonly [number, number];
  source: string;
}

/** What the cost needs of a stage beside the plan: its models' and grounding's prices, its log retention. */
export interface CostStage {
  modelPrice: { input: number; output: number; source: string };
  /** A grounded search's fee: the stage's setting, else the default with its range (prices.ts). */
  groundingPrice: Price;
  logRetentionDays: number;
  /** Secrets read by name that no stack creates (the YouTube key an operator stores). */
  externalSecrets: number;
}

/** The CloudFormation type prefixes each priced service covers; the test holds every type to one of them. */
export const serviceTypes: Record<string, readonly string[]> = {
  'Amazon Bedrock': [],
  'AWS Lambda': ['AWS::Lambda::'],
  'Amazon API Gateway': ['AWS::ApiGateway::'],
  'Amazon CloudFront': ['AWS::CloudFront::'],
  'Amazon S3': ['AWS::S3::'],
  'Amazon DynamoDB': ['AWS::DynamoDB::'],
  'AWS WAF': ['AWS::WAFv2::'],
  'Amazon CloudWatch': ['AWS::CloudWatch::', 'AWS::Logs::'],
  'AWS X-Ray': [],
  'AWS Secrets Manager': ['AWS::SecretsManager::'],
  'AWS KMS': ['AWS::KMS::'],
  'Amazon SNS': ['AWS::SNS::'],
  'Amazon SES': ['AWS::SES::'],
  'AWS Budgets': ['AWS::Budgets::'],
  'AWS Backup': ['AWS::Backup::'],
};

/** Types that cost nothing by themselves: IAM, CDK's metadata, custom resources (a Lambda run at deploy). */
export const noChargeTypes = ['AWS::IAM::', 'AWS::CDK::Metadata', 'Custom::'] as const;

const line = (service: string, item: string, quantity: number, price: Price): CostLine => {
  const billable = Math.max(0, quantity - (price.free ?? 0));
  const dollars = (usd: number) => (billable / price.per) * usd;
  return {
    service,
    item,
    quantity,
    unit: price.unit,
    usd: dollars(price.usd),
    ...(price.range ? { range: [dollars(price.range[0]), dollars(price.range[1])] as const } : {}),
    source: price.free ? `${price.source}; first ${price.free.toLocaleString('en-US')} free` : price.source,
  };
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The month's cost lines of a plan. */
export function monthlyCost(
  c: Capacity,
  r: RatioValues,
  routes: readonly RouteDefinition[],
  inventory: Inventory,
  stage: CostStage,
): CostLine[] {
  const month = (perDay: number) => perDay * MONTH_DAYS;
  const count = (type: string) => inventory.types[type] ?? 0;
  const apiRequests = month(sum(Object.values(c.requestsPerDay)));
  const pageViews = month(c.visitors * r.pageViewsPerVisit);
  const edgeRequests = pageViews * r.requestsPerPageView + apiRequests;
  const invocations = (route: RouteDefinition) => month(c.requestsPerDay[route.id] ?? 0);
  const gbSeconds = sum(
    routes.map((route) => invocations(route) * routeSeconds(route) * (route.memoryMb / 1024)),
  );
  const notFound = month(c.visitors * r.notFoundPerVisit);
  // Each route's own writes (beacons' counters, opt-outs), beside the guard's per generation and the searches'.
  const routeWrites = sum(
    routes.map(
      (route) => invocations(route) * (route.plan && 'writes' in route.plan ? (route.plan.writes ?? 0) : 0),
    ),
  );
  const writes = month(c.generationsPerDay * r.writesPerGeneration + c.searchesPerDay * 2) + routeWrites;
  const emails = sum(routes.filter((route) => route.sendsEmail).map(invocations)) * r.emailShareOfRoasts;
  const logGb = (sum(routes.map(invocations)) * r.logBytesPerInvocation + apiRequests * 700) / 1e9;
  // Lambda samples the first request a second and 5 % of the rest, per function.
  const traces = sum(
    routes.map((route) => {
      const perSecond = (c.requestsPerDay[route.id] ?? 0) / 86_400;
      return month(86_400 * (Math.min(perSecond, 1) + 0.05 * Math.max(0, perSecond - 1)));
    }),
  );
  const model = (item: string, tokens: number, usd: number) =>
    line('Amazon Bedrock', item, tokens, { usd, per: 1e6, unit: 'tokens', source: stage.modelPrice.source });
  return [
    model('stage model, input', month(c.tokens.model.input), stage.modelPrice.input),
    model('stage model, output', month(c.tokens.model.output), stage.modelPrice.output),
    line('Amazon Bedrock', 'research model, input', month(c.tokens.research.input), prices.novaInput),
    line('Amazon Bedrock', 'research model, output', month(c.tokens.research.output), prices.novaOutput),
    line('Amazon Bedrock', 'Nova Web Grounding', month(c.searchesPerDay), stage.groundingPrice),
    line('AWS Lambda', 'requests', sum(routes.map(invocations)), prices.lambdaRequests),
    line('AWS Lambda', 'duration', gbSeconds, prices.lambdaDuration),
    line('AWS Lambda', 'Lambda@Edge 404s, requests', notFound, prices.edgeRequests),
    line('AWS Lambda', 'Lambda@Edge 404s, duration', notFound * 0.05 * (128 / 1024), prices.edgeDuration),
    line('Amazon API Gateway', 'REST requests', apiRequests, prices.apiRequests),
    line('Amazon CloudFront', 'HTTPS requests', edgeRequests, prices.cloudFrontRequests),
    line('Amazon CloudFront', 'data out', (pageViews * r.bytesPerPageView) / 1e9, prices.cloudFrontTransfer),
    line('Amazon CloudFront', 'CloudFront Functions', edgeRequests, prices.cloudFrontFunctions),
    line('Amazon S3', 'storage', r.dataGigabytes, prices.s3Storage),
    line('Amazon S3', 'page revalidations', pageViews, prices.s3Gets),
    line('Amazon DynamoDB', 'writes', writes, prices.dynamoWrites),
    line('Amazon DynamoDB', 'reads', month(c.generationsPerDay) + apiRequests * 0.05, prices.dynamoReads),
    line('Amazon DynamoDB', 'storage', r.dataGigabytes, prices.dynamoStorage),
    line('Amazon DynamoDB', 'point-in-time recovery', r.dataGigabytes, prices.dynamoBackup),
    line('AWS WAF', 'web ACL', count('AWS::WAFv2::WebACL'), prices.wafAcl),
    line('AWS WAF', 'rules', inventory.wafRules, prices.wafRule),
    line('AWS WAF', 'requests', edgeRequests, prices.wafRequests),
    line('Amazon CloudWatch', 'alarms', count('AWS::CloudWatch::Alarm'), prices.alarms),
    line('Amazon CloudWatch', 'dashboards', count('AWS::CloudWatch::Dashboard'), prices.dashboards),
    line('Amazon CloudWatch', 'custom metrics', r.customMetrics, prices.customMetrics),
    line('Amazon CloudWatch', 'logs ingested', logGb, prices.logIngestion),
    line('Amazon CloudWatch', 'logs stored', logGb * (stage.logRetentionDays / 30), prices.logStorage),
    line('AWS X-Ray', 'traces', traces, prices.xrayTraces),
    line(
      'AWS Secrets Manager',
      'secrets',
      count('AWS::SecretsManager::Secret') + stage.externalSecrets,
      prices.secrets,
    ),
    line('AWS Secrets Manager', 'reads (a cold start an hour)', month(24 * 3), prices.secretCalls),
    line('AWS KMS', 'keys', count('AWS::KMS::Key'), prices.kmsKeys),
    line('Amazon SNS', 'alarm emails', 30, prices.snsEmail),
    line('Amazon SES', 'emails', emails, prices.sesEmail),
    line('AWS Budgets', 'cost budget', count('AWS::Budgets::Budget'), prices.budgets),
    // One full copy a day of the tables people write, each kept as long as the plan's rule keeps it.
    line(
      'AWS Backup',
      'DynamoDB backups (daily, 35 kept)',
      count('AWS::Backup::BackupPlan') * r.backedUpGigabytes * 35,
      prices.dynamoBackups,
    ),
  ];
}

/**
 * The part of a month's cost the stage's cost budget sees, at the high end of unverified prices: everything its
 * stacks create carries the stage's cost-allocation tags, but Bedrock calls carry them only through an
 * application inference profile (a tagged `bedrock.modelId` ARN), never through a system-defined profile.
 */
export function budgetedCost(cost: readonly CostLine[], modelTagged: boolean): number {
  return cost
    .filter(
      (line) => line.service !== 'Amazon Bedrock' || (modelTagged && line.item.startsWith('stage model')),
    )
    .reduce((total, line) => total + (line.range?.[1] ?? line.usd), 0);
}
