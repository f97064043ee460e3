import type { StageConfig } from '../../../infra/config';
import type { Finding } from '../findings';
import { routes } from '../../../catalog/routes';
import type { Capacity } from '../plan/capacity';
import { stageLimits } from '../plan/limits';
import type { Quota } from '../plan/quotas';

/** Below this many concurrent executions a new account is not ready for launch (docs/deploy.md). */
const LAUNCH_CONCURRENCY = 100;

const fix = (quota: string) => `Service Quotas console → ${quota} → Request increase at account level`;

/** One need against one quota: ok when it holds, a failure with the increase to ask for when it does not. */
export function quotaFinding(what: string, need: number, quota: Quota, name: string): Finding {
  const needs = `${what}: the plan needs ${Math.ceil(need).toLocaleString('en-US')}`;
  if (quota.value === undefined)
    return { level: 'warn', what: `${needs}; the quota is unknown (${quota.source})`, fix: fix(name) };
  const has = `${quota.value.toLocaleString('en-US')} (${quota.source})`;
  return quota.value >= need
    ? { level: 'ok', what: `${needs}, the account has ${has}` }
    : { level: 'fail', what: `${needs}, the account has only ${has}`, fix: fix(name) };
}

/** Lambda concurrency and Bedrock tokens per minute, held to the plan for the stage's expected visitors. */
export function quotaFindings(
  config: StageConfig,
  plan: Capacity,
  quotas: { lambdaConcurrency: Quota; modelTokensPerMinute: Quota; researchTokensPerMinute: Quota },
): Finding[] {
  const at = `at ${config.expectedVisitorsPerDay.toLocaleString('en-US')} visitors a day`;
  const findings = [
    quotaFinding(
      `Lambda concurrent executions ${at}`,
      Math.max(plan.concurrency, LAUNCH_CONCURRENCY),
      quotas.lambdaConcurrency,
      'AWS Lambda → Concurrent executions',
    ),
    quotaFinding(
      `Bedrock tokens per minute of ${config.bedrock.modelId} ${at}`,
      plan.tokensPerMinute.model,
      quotas.modelTokensPerMinute,
      `Amazon Bedrock → tokens per minute for ${config.bedrock.modelId}`,
    ),
  ];
  if (config.research.enabled)
    findings.push(
      quotaFinding(
        `Bedrock tokens per minute of ${config.research.modelId} ${at}`,
        plan.tokensPerMinute.research,
        quotas.researchTokensPerMinute,
        `Amazon Bedrock → tokens per minute for ${config.research.modelId}`,
      ),
    );
  return findings;
}

/**
 * The stage's daily grounded searches and YouTube units against the plan, as its other limits: below the plan
 * (or its alarm's 80 %) the alarm fires every day and visitors lose the feature before midnight.
 */
export function planLimitFindings(config: StageConfig, plan: Capacity): Finding[] {
  const at = `at ${config.expectedVisitorsPerDay.toLocaleString('en-US')} visitors a day`;
  return stageLimits(config, plan, routes)
    .filter((limit) => /^(research|youtube)\.|Google/.test(limit.setting))
    .map((limit): Finding =>
      limit.holds
        ? {
            level: 'ok',
            what: `${limit.what} ${at}: the plan needs ${limit.needs}, ${limit.setting} is ${limit.configured}`,
          }
        : {
            level: config.retainData ? 'fail' : 'warn',
            what: `${limit.what} ${at}: the plan needs ${limit.needs}, ${limit.setting} is only ${limit.configured}`,
            fix: limit.setting.startsWith('the Google')
              ? 'ask Google for more YouTube Data API quota (Google Cloud console, IAM & Admin → Quotas), or lower youtube.dailyUnitBudget'
              : `set ${limit.setting} to at least ${limit.atLeast.toLocaleString('en-US')} in cdk.json (npm run deploy -- ${config.stage} --plan)`,
          },
    );
}
