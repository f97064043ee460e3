/** A stage's plan as Markdown: the lines docs/deploy.md quotes, and what an operator reads in the terminal. */
import type { StageConfig } from '../../../infra/config';
import { routes } from '../../../catalog/routes';
import { stageWarnings } from '../../../infra/stage-warnings';
import { needsFoundationModel } from '../../../infra/bedrock';
import { budgetedCost, MONTH_DAYS, type CostLine } from './cost';
import type { StagePlan } from './index';
import { stageLimits } from './limits';
import { planRatios } from './ratios';

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const usd = (value: number) => `$${n(value, 2)}`;
const holds = (ok: boolean) => (ok ? '✓' : '✗ raise it');

/** A month's dollars, and their range when a price is unverified. */
export function monthTotal(cost: readonly CostLine[]) {
  const total = cost.reduce((sum, line) => sum + line.usd, 0);
  const low = cost.reduce((sum, line) => sum + (line.range?.[0] ?? line.usd), 0);
  const high = cost.reduce((sum, line) => sum + (line.range?.[1] ?? line.usd), 0);
  return { total, low, high };
}

/** A cost line's dollars, with the range of an unverified price. */
const dollars = (line: CostLine) =>
  line.range ? `${usd(line.usd)} (${usd(line.range[0])} to ${usd(line.range[1])})` : usd(line.usd);

/** The plan's lines, Markdown tables included. */
export function planText(config: StageConfig, { capacity: c, cost, quotas }: StagePlan): string[] {
  const modelTokens = c.tokens.model.input + c.tokens.model.output;
  const researchTokens = c.tokens.research.input + c.tokens.research.output;
  const { total, low, high } = monthTotal(cost);
  const quota = (q: { value: number | undefined; source: string }) =>
    `${q.value === undefined ? 'unknown' : n(q.value)} (${q.source})`;
  return [
    `## Plan for stage ${config.stage} at ${n(c.visitors)} visitors a day (${config.region})`,
    '',
    ...stageWarnings(config).map((warning) => `> ! ${warning}`),
    'Ratios and their sources: scripts/deploy/plan/ratios.ts; each route’s figures: its declaration (catalog/routes.ts `plan`, catalog/tools/<id>.ts); prices: scripts/deploy/plan/prices.ts.',
    '',
    '| a day | figure |',
    '| --- | --- |',
    `| generations | ${n(c.generationsPerDay)} (${planRatios.generationsPerVisit.value} a visit) |`,
    `| grounded searches | ${n(c.searchesPerDay)} |`,
    `| YouTube units | ${n(c.youtubeUnitsPerDay)} (${planRatios.youtubeNewKeywordShare.value * 100} % of the searches are new keywords) |`,
    `| tokens of the stage model | ${n(modelTokens)} (${n(c.tokens.model.input)} in, ${n(c.tokens.model.output)} out) |`,
    `| tokens of the research model | ${n(researchTokens)} |`,
    `| budget that holds them | ${n(c.budget)} tokens: the day's use plus ${n(c.inFlight.generations, 1)} generations and ${n(c.inFlight.searches, 1)} searches in flight at the peak, each holding its reservation |`,
    '',
    `Busiest second: ${planRatios.peakFactor.value}× the day's mean (${planRatios.peakFactor.source}).`,
    '',
    '| route | requests a day | busiest second |',
    '| --- | ---: | ---: |',
    ...Object.entries(c.requestsPerDay).map(
      ([id, perDay]) => `| ${id} | ${n(perDay)} | ${n(c.peakPerSecond[id]!, 2)}/s |`,
    ),
    '',
    '| limit | the plan needs | configured |',
    '| --- | ---: | --- |',
    ...stageLimits(config, c, routes).map(
      (l) => `| ${l.what} (${l.setting}) | ${l.needs} | ${l.configured} ${holds(l.holds)} |`,
    ),
    `| Lambda concurrent executions | ${n(c.concurrency)} | quota ${quota(quotas.lambdaConcurrency)} |`,
    `| Bedrock tokens a minute, ${config.bedrock.modelId} | ${n(c.tokensPerMinute.model)} | quota ${quota(quotas.modelTokensPerMinute)} |`,
    `| Bedrock tokens a minute, ${config.research.modelId} | ${n(c.tokensPerMinute.research)} | quota ${quota(quotas.researchTokensPerMinute)} |`,
    '',
    `Monthly cost (${n(MONTH_DAYS, 1)} days), US East on-demand prices; an always-free tier counts once per account:`,
    '',
    '| service | item | quantity | a month | price source |',
    '| --- | --- | ---: | ---: | --- |',
    ...cost.map(
      (line) =>
        `| ${line.service} | ${line.item} | ${n(line.quantity, line.quantity < 10 ? 2 : 0)} ${line.unit} | ${dollars(line)} | ${line.source} |`,
    ),
    `| **total** | | | **${usd(total)}**${low !== high ? ` (${usd(low)} to ${usd(high)})` : ''} | |`,
    '',
    budgetLine(config, cost),
  ];
}

/** The cost budget against what it sees of the month (docs/deploy.md: the budget counts tagged costs only). */
function budgetLine(config: StageConfig, cost: readonly CostLine[]): string {
  const tagged = needsFoundationModel(config.bedrock.modelId);
  const sees = budgetedCost(cost, tagged);
  const { monthlyUsd } = config.costBudget;
  const bedrock = tagged
    ? 'the research model and grounding'
    : 'Bedrock (calls through a system-defined inference profile carry no tags; an application inference profile tagged project and stage would)';
  return `Configured: costBudget.monthlyUsd ${monthlyUsd} ${holds(monthlyUsd >= sees)} for the ${usd(sees)} a month it sees: AWS Budgets counts what carries the stage's cost-allocation tags, so not ${bedrock}; the generation budget and the Bedrock alarms bound those. It emails at 80 % of the actual and 100 % of the forecast cost.`;
}
