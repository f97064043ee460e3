/**
 * The stage's own limits held to its plan: throttles, the day's token budget, the Bedrock alarms, the day's
 * grounded searches and YouTube units (both alarm at usageAlarmPercent, so the plan must stay below that, or
 * their alarm fires every day). `--plan` prints them; `--check` and the CDK test hold a stage to them.
 */
import type { StageConfig } from '../../../infra/config';
import { usageAlarmPercent } from '../../../catalog/names';
import type { RouteDefinition } from '../../../catalog/routes';
import type { Capacity } from './capacity';

/** YouTube Data API's quota of a Google Cloud project, units a day (Google raises it on request). */
export const YOUTUBE_PROJECT_UNITS = 10_000;

/** One limit: what the plan needs and what the stage sets, in words, and whether it holds. */
export interface Limit {
  what: string;
  setting: string;
  needs: string;
  configured: string;
  holds: boolean;
  /** The value the setting should at least have. */
  atLeast: number;
}

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const alarmFree = (need: number) => Math.ceil((need * 100) / usageAlarmPercent);

/** Every limit of the stage against the plan `c` of `routes`. */
export function stageLimits(config: StageConfig, c: Capacity, routes: readonly RouteDefinition[]): Limit[] {
  const { apiThrottle: t, bedrockAlarms: alarms, generationBudget, research, youtube } = config;
  const peakAll = Object.values(c.peakPerSecond).reduce((a, b) => a + b, 0);
  const guarded = routes.filter((route) => route.bedrock || route.youtube);
  const peakAi = Math.max(0, ...guarded.map((route) => c.peakPerSecond[route.id] ?? 0));
  const limits: Limit[] = [
    {
      what: 'stage throttle',
      setting: 'apiThrottle.rateLimit, burstLimit',
      needs: `${n(peakAll, 1)}/s, burst ${n(2 * peakAll, 1)}`,
      configured: `${t.rateLimit}/s, burst ${t.burstLimit}`,
      holds: t.rateLimit >= peakAll && t.burstLimit >= 2 * peakAll,
      atLeast: Math.ceil(peakAll),
    },
    {
      what: 'each AI route',
      setting: 'apiThrottle.generationRateLimit, …BurstLimit',
      needs: `${n(peakAi, 2)}/s, burst ${n(2 * peakAi, 2)}`,
      configured: `${t.generationRateLimit}/s, burst ${t.generationBurstLimit}`,
      holds: t.generationRateLimit >= peakAi && t.generationBurstLimit >= 2 * peakAi,
      atLeast: Math.ceil(peakAi),
    },
    {
      what: 'model tokens a day, reservations in flight included',
      setting: 'generationBudget.dailyTokens',
      needs: n(c.budget),
      configured: n(generationBudget.dailyTokens),
      holds: generationBudget.dailyTokens >= c.budget,
      atLeast: c.budget,
    },
    {
      what: 'model calls in the busiest hour',
      setting: 'bedrockAlarms.invocationsPerHour',
      needs: n(c.busiestHour.modelCalls),
      configured: n(alarms.invocationsPerHour),
      holds: alarms.invocationsPerHour > c.busiestHour.modelCalls,
      atLeast: Math.floor(c.busiestHour.modelCalls) + 1,
    },
    {
      what: 'output tokens in the busiest hour',
      setting: 'bedrockAlarms.outputTokensPerHour',
      needs: n(c.busiestHour.outputTokens),
      configured: n(alarms.outputTokensPerHour),
      holds: alarms.outputTokensPerHour > c.busiestHour.outputTokens,
      atLeast: Math.floor(c.busiestHour.outputTokens) + 1,
    },
  ];
  if (research.enabled)
    limits.push({
      what: `grounded searches a day (alarm at ${usageAlarmPercent} %)`,
      setting: 'research.dailyCalls',
      needs: `${n(c.searchesPerDay)}, so at least ${n(alarmFree(c.searchesPerDay))}`,
      configured: n(research.dailyCalls),
      holds: research.dailyCalls >= alarmFree(c.searchesPerDay),
      atLeast: alarmFree(c.searchesPerDay),
    });
  if (routes.some((route) => route.youtube)) {
    const units = c.youtubeUnitsPerDay;
    limits.push({
      what: `YouTube units a day (alarm at ${usageAlarmPercent} %)`,
      setting: 'youtube.dailyUnitBudget',
      needs: `${n(units)}, so at least ${n(alarmFree(units))}`,
      configured: n(youtube.dailyUnitBudget),
      holds: youtube.dailyUnitBudget >= alarmFree(units),
      atLeast: alarmFree(units),
    });
    limits.push({
      what: 'YouTube units a day, Google’s quota of the project',
      setting: 'the Google Cloud project’s quota',
      needs: n(Math.max(alarmFree(units), youtube.dailyUnitBudget)),
      configured: `${n(YOUTUBE_PROJECT_UNITS)} unless Google raised it (IAM & Admin → Quotas)`,
      holds: Math.max(alarmFree(units), youtube.dailyUnitBudget) <= YOUTUBE_PROJECT_UNITS,
      atLeast: Math.max(alarmFree(units), youtube.dailyUnitBudget),
    });
  }
  return limits;
}
