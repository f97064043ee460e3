/**
 * `npm run deploy -- <stage> --plan [--visitors N]`: the capacity and monthly cost of a stage for N visitors a
 * day (its `expectedVisitorsPerDay` by default), from its settings, the ratios of a visit (ratios.ts), what its
 * stacks create (inventory.ts), the prices (prices.ts) and the account's quotas.
 */
import type { StageConfig } from '../../../infra/config';
import { routes } from '../../../infra/routes';
import { generationMaximum } from '../../../lambdas/shared/rate-limit/generation-budget';
import { GROUNDING_OUTPUT_TOKENS, SEARCH_INPUT_TOKENS } from '../../../lambdas/shared/research/grounding';
import { planCapacity, type Capacity } from './capacity';
import { monthlyCost, type CostLine } from './cost';
import { stageInventory } from './inventory';
import { documentedQuotas, readQuotas, type Quotas } from './quotas';
import { ratioValues } from './ratios';

/** The capacity a stage needs for `visitors` a day, with the shipped ratios. */
export function stageCapacity(config: StageConfig, visitors = config.expectedVisitorsPerDay): Capacity {
  return planCapacity(visitors, ratioValues(), routes, {
    maxOutputTokens: config.bedrock.maxOutputTokens,
    researchOn: config.research.enabled,
    searchReservation: generationMaximum(SEARCH_INPUT_TOKENS, GROUNDING_OUTPUT_TOKENS, 1),
  });
}

export interface StagePlan {
  capacity: Capacity;
  cost: CostLine[];
  quotas: Quotas;
}

/** The whole plan: capacity, the month's cost lines and the quotas (read when `withCredentials`). */
export async function planStage(
  config: StageConfig,
  visitors: number,
  withCredentials: boolean,
): Promise<StagePlan> {
  const capacity = stageCapacity(config, visitors);
  const [inventory, quotas] = await Promise.all([
    stageInventory(config),
    withCredentials ? readQuotas(config) : documentedQuotas,
  ]);
  const { input, output } = config.bedrock.pricePerMillionTokens;
  const cost = monthlyCost(capacity, ratioValues(), routes, inventory, {
    modelPrice: {
      input,
      output,
      source: `stages.${config.stage}.bedrock.pricePerMillionTokens (${config.bedrock.modelId}; defaults: Haiku 5.5 on https://aws.amazon.com/bedrock/pricing/)`,
    },
    logRetentionDays: config.logRetentionDays,
    externalSecrets: routes.some((route) => 'youtube' in route && route.youtube) ? 1 : 0,
  });
  return { capacity, cost, quotas };
}
