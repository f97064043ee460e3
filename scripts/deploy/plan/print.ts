/** A stage's plan as Markdown: the lines docs/deploy.md quotes, and what an operator reads in the terminal. */
import type { StageConfig } from '../../../infra/config';
import type { StagePlan } from './index';
import { MONTH_DAYS } from './cost';
import { planRatios } from './ratios';

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const usd = (value: number | undefined) => (value === undefined ? 'unknown' : `$${n(value, 2)}`);
const holds = (ok: boolean) => (ok ? '✓' : '✗ raise it');

/** The plan's lines, Markdown tables included. */
export function planText(config: StageConfig, { capacity: c, cost, quotas }: StagePlan): string[] {
  const { generationBudget: budget, apiThrottle: throttle } = config;
  const ai = Object.keys(planRatios.toolMix.value);
  const peakAi = Math.max(
    ...ai.map((id) => c.peakPerSecond[id] ?? 0),
    c.peakPerSecond['youtube-search'] ?? 0,
  );
  const peakAll = Object.values(c.peakPerSecond).reduce((a, b) => a + b, 0);
  const modelTokens = c.tokens.model.input + c.tokens.model.output;
  const researchTokens = c.tokens.research.input + c.tokens.research.output;
  const known = cost.filter((line) => line.usd !== undefined);
  const unknown = cost.length - known.length;
  const total = known.reduce((sum, line) => sum + line.usd!, 0);
  const quota = (q: { value: number | undefined; source: string }) =>
    `${q.value === undefined ? 'unknown' : n(q.value)} (${q.source})`;
  return [
    `## Plan for stage ${config.stage} at ${n(c.visitors)} visitors a day (${config.region})`,
    '',
    'Ratios and their sources: scripts/deploy/plan/ratios.ts; prices: scripts/deploy/plan/prices.ts.',
    '',
    '| a day | figure |',
    '| --- | --- |',
    `| generations | ${n(c.generationsPerDay)} (${planRatios.generationsPerVisit.value} a visit) |`,
    `| grounded searches | ${n(c.searchesPerDay)} |`,
    `| tokens of the stage model | ${n(modelTokens)} (${n(c.tokens.model.input)} in, ${n(c.tokens.model.output)} out) |`,
    `| tokens of the research model | ${n(researchTokens)} |`,
    `| budget that holds them | ${n(c.budget)} tokens: the day's use plus ${n(c.inFlight.generations, 1)} generations and ${n(c.inFlight.searches, 1)} searches in flight at the peak, each holding its reservation |`,
    `| configured: generationBudget.dailyTokens | ${n(budget.dailyTokens)} ${holds(budget.dailyTokens >= c.budget)} |`,
    '',
    `Busiest second: ${planRatios.peakFactor.value}× the day's mean (${planRatios.peakFactor.source}).`,
    '',
    '| route | requests a day | busiest second |',
    '| --- | ---: | ---: |',
    ...Object.entries(c.requestsPerDay)
      .filter(([, perDay]) => perDay > 0)
      .map(([id, perDay]) => `| ${id} | ${n(perDay)} | ${n(c.peakPerSecond[id]!, 2)}/s |`),
    '',
    '| limit | the plan needs | configured |',
    '| --- | ---: | --- |',
    `| stage throttle (apiThrottle.rateLimit, burstLimit) | ${n(peakAll, 1)}/s, burst ${n(2 * peakAll, 1)} | ${throttle.rateLimit}/s, burst ${throttle.burstLimit} ${holds(throttle.rateLimit >= peakAll && throttle.burstLimit >= 2 * peakAll)} |`,
    `| each AI route (apiThrottle.generationRateLimit, …BurstLimit) | ${n(peakAi, 2)}/s, burst ${n(2 * peakAi, 2)} | ${throttle.generationRateLimit}/s, burst ${throttle.generationBurstLimit} ${holds(throttle.generationRateLimit >= peakAi && throttle.generationBurstLimit >= 2 * peakAi)} |`,
    `| model calls in the busiest hour (bedrockAlarms.invocationsPerHour) | ${n(c.busiestHour.modelCalls)} | ${n(config.bedrockAlarms.invocationsPerHour)} ${holds(config.bedrockAlarms.invocationsPerHour > c.busiestHour.modelCalls)} |`,
    `| output tokens in the busiest hour (bedrockAlarms.outputTokensPerHour) | ${n(c.busiestHour.outputTokens)} | ${n(config.bedrockAlarms.outputTokensPerHour)} ${holds(config.bedrockAlarms.outputTokensPerHour > c.busiestHour.outputTokens)} |`,
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
        `| ${line.service} | ${line.item} | ${n(line.quantity, line.quantity < 10 ? 2 : 0)} ${line.unit} | ${usd(line.usd)} | ${line.source} |`,
    ),
    `| **total** | | | **${usd(total)}**${unknown ? ` + ${unknown} unknown` : ''} | |`,
    '',
    `Configured: costBudget.monthlyUsd ${config.costBudget.monthlyUsd} ${holds(config.costBudget.monthlyUsd >= total)} (AWS Budgets emails at 80 % of it).`,
  ];
}
