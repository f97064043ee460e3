/**
 * docs/deploy.md's capacity and cost figures, generated from the plan of the shipped prod stage at 1,000, 10,000
 * and 100,000 visitors a day (`npm run docs:plan` writes them; test/cdk/plan-docs.test.ts keeps them equal).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { StageConfig } from '../../../infra/config';
import { routes } from '../../../catalog/routes';
import { budgetedCost, type CostLine } from './cost';
import type { StagePlan } from './index';
import { stageLimits } from './limits';
import { monthTotal, usd } from './print';
import { planRatios } from './ratios';

/** The visitor counts the docs show. */
export const DOC_SIZES = [1000, 10_000, 100_000] as const;
/** Where the generated block starts and ends in docs/deploy.md. */
export const DOC_MARKERS = {
  begin: '<!-- plan figures: written by `npm run docs:plan`; test/cdk/plan-docs.test.ts keeps them equal -->',
  end: '<!-- end of plan figures -->',
} as const;

const n = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** The month's rows: each cost line lands in exactly one (the test holds it). */
export const costRows: { label: string; takes: (line: CostLine) => boolean }[] = [
  {
    label: 'Amazon Bedrock tokens (stage model, research model)',
    takes: (l) => l.service === 'Amazon Bedrock' && l.item !== 'Nova Web Grounding',
  },
  { label: 'Nova Web Grounding, a fee per search', takes: (l) => l.item === 'Nova Web Grounding' },
  { label: 'AWS Lambda (and the Lambda@Edge 404s)', takes: (l) => l.service === 'AWS Lambda' },
  ...['Amazon API Gateway', 'Amazon CloudFront', 'Amazon S3', 'Amazon DynamoDB', 'AWS WAF'].map(
    (service) => ({
      label: service,
      takes: (l: CostLine) => l.service === service,
    }),
  ),
  {
    label: 'Amazon CloudWatch (alarms, dashboard, metrics, logs)',
    takes: (l) => l.service === 'Amazon CloudWatch',
  },
  { label: 'AWS X-Ray', takes: (l) => l.service === 'AWS X-Ray' },
  {
    label: 'AWS Secrets Manager, AWS KMS',
    takes: (l) => ['AWS Secrets Manager', 'AWS KMS'].includes(l.service),
  },
  {
    label: 'Amazon SNS, Amazon SES, AWS Budgets, AWS Backup',
    takes: (l) => ['Amazon SNS', 'Amazon SES', 'AWS Budgets', 'AWS Backup'].includes(l.service),
  },
];

const dollars = (lines: readonly CostLine[]) => {
  const { total, low, high } = monthTotal(lines);
  return low === high ? usd(total) : `${usd(total)} (${usd(low)} to ${usd(high)})`;
};

/** The generated Markdown, before Prettier lays out its tables. */
function markdown(config: StageConfig, plans: readonly StagePlan[]): string {
  const c = plans.map((plan) => plan.capacity);
  const row = (label: string, cells: string[]) => `| ${label} | ${cells.join(' | ')} |`;
  const largest = plans.at(-1)!;
  const short = stageLimits(config, largest.capacity, routes).filter((limit) => !limit.holds);
  const { monthlyUsd } = config.costBudget;
  const seen = budgetedCost(largest.cost, false);
  return [
    DOC_MARKERS.begin,
    '',
    `The shipped \`prod\` stage is sized by it for ${n(config.expectedVisitorsPerDay)} visitors a day (\`expectedVisitorsPerDay\`): a daily budget of ${n(config.generationBudget.dailyTokens)} tokens, throttles of ${config.apiThrottle.rateLimit} requests a second (burst ${config.apiThrottle.burstLimit}) for the stage and ${config.apiThrottle.generationRateLimit} (burst ${config.apiThrottle.generationBurstLimit}) for each AI route, ${n(config.research.dailyCalls)} grounded searches and ${n(config.youtube.dailyUnitBudget)} YouTube units a day (both alarm at 80 %), and a cost budget of $${monthlyUsd} a month (\`test/cdk/plan.test.ts\` keeps them at least the plan's). At ${DOC_SIZES.map(n).join(', ')} visitors a day:`,
    '',
    row('a day', DOC_SIZES.map(n)),
    row(
      '---',
      DOC_SIZES.map(() => '---'),
    ),
    row(
      `generations (${planRatios.generationsPerVisit.value} a visit)`,
      c.map((x) => n(x.generationsPerDay)),
    ),
    row(
      'grounded searches (`research.dailyCalls`)',
      c.map((x) => n(x.searchesPerDay)),
    ),
    row(
      'YouTube units (`youtube.dailyUnitBudget`)',
      c.map((x) => n(x.youtubeUnitsPerDay)),
    ),
    row(
      'model tokens (stage model + research model)',
      c.map(
        (x) =>
          `${n(x.tokens.model.input + x.tokens.model.output)} + ${n(x.tokens.research.input + x.tokens.research.output)}`,
      ),
    ),
    row(
      'budget that holds them (`dailyTokens`)',
      c.map((x) => n(x.budget)),
    ),
    row(
      'busiest second, all routes (stage throttle)',
      c.map(
        (x) =>
          `${Object.values(x.peakPerSecond)
            .reduce((a, b) => a + b, 0)
            .toFixed(1)}/s`,
      ),
    ),
    row(
      'busiest hour, model calls (`invocationsPerHour`)',
      c.map((x) => n(x.busiestHour.modelCalls)),
    ),
    row(
      'Lambda concurrency at the busiest second',
      c.map((x) => n(x.concurrency)),
    ),
    row(
      'Bedrock tokens a minute, stage model / research',
      c.map((x) => `${n(x.tokensPerMinute.model)} / ${n(x.tokensPerMinute.research)}`),
    ),
    '',
    row('a month', DOC_SIZES.map(n)),
    row(
      '---',
      DOC_SIZES.map(() => '---'),
    ),
    ...costRows.map((r) =>
      row(
        r.label,
        plans.map((plan) => dollars(plan.cost.filter(r.takes))),
      ),
    ),
    row(
      '**total**',
      plans.map((plan) => `**${dollars(plan.cost)}**`),
    ),
    row(
      'what the cost budget sees (tagged)',
      plans.map((plan) => usd(budgetedCost(plan.cost, false))),
    ),
    '',
    `Nova Web Grounding is priced at \`research.pricePerSearchUsd\`'s default, $0.03 a search, which no AWS page we could read confirms: the range is $0.012 (if priced like Bedrock's other web search) to $0.03 (a third-party price list). Set the stage's own price from the Bedrock pricing page before launch. At ${n(DOC_SIZES.at(-1)!)} visitors a day the plan asks for more than the shipped \`prod\` allows: ${[
      ...short.map((limit) =>
        limit.setting.includes('.')
          ? `\`${limit.setting}\` of at least ${n(limit.atLeast)}`
          : `${limit.setting} of at least ${n(limit.atLeast)} (ask Google)`,
      ),
      ...(seen > monthlyUsd ? [`a \`costBudget\` of at least $${Math.ceil(seen)}`] : []),
    ].join(', ')}.`,
    '',
    DOC_MARKERS.end,
  ].join('\n');
}

/**
 * The block as docs/deploy.md holds it: the Markdown laid out by the project's Prettier, run as its CLI (its API
 * loads itself with import(), which jest's runtime refuses), and wrapped like the prose around it.
 */
export function planDocs(config: StageConfig, plans: readonly StagePlan[]): string {
  const prettier = resolve('node_modules/prettier/bin/prettier.cjs');
  const run = spawnSync(
    process.execPath,
    [prettier, '--stdin-filepath', 'docs/deploy.md', '--prose-wrap', 'always'],
    {
      input: markdown(config, plans),
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`prettier failed: ${run.stderr}`);
  return run.stdout.trimEnd();
}

/** The block between the markers of a document, or undefined when it has none. */
export function docBlock(document: string): string | undefined {
  const start = document.indexOf(DOC_MARKERS.begin);
  const end = document.indexOf(DOC_MARKERS.end);
  return start < 0 || end < start ? undefined : document.slice(start, end + DOC_MARKERS.end.length);
}
