/**
 * `npm run deploy -- <stage> --plan [--visitors N]`: the capacity and monthly cost of a stage for N visitors a
 * day (its `expectedVisitorsPerDay` by default), from its settings, the ratios of a visit (ratios.ts), what its
 * stacks create (inventory.ts), the prices (prices.ts) and the account's quotas.
 */
import type { StageConfig } from '../../../infra/config';
import { defaultModelPrice } from '../../../infra/config-models';
import { routes } from '../../../catalog/routes';
import { generationMaximum } from '../../../lambdas/shared/rate-limit/generation-budget';
import { GROUNDING_OUTPUT_TOKENS, SEARCH_INPUT_TOKENS } from '../../../lambdas/shared/research/grounding';
import { planCapacity, type Capacity } from './capacity';
import { monthlyCost, type CostLine, type CostStage } from './cost';
import { prices } from './prices';
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

/** What the month's cost reads of a stage: its model's and grounding's prices, each with its source. */
export function costStage(config: StageConfig): CostStage {
  const { input, output } = config.bedrock.pricePerMillionTokens;
  const own = config.research.pricePerSearchUsd;
  return {
    modelPrice: {
      input,
      output,
      source: config.bedrock.defaultPrice
        ? `default (${defaultModelPrice.source}), for ${config.bedrock.modelId}`
        : `stages.${config.stage}.bedrock.pricePerMillionTokens, for ${config.bedrock.modelId}`,
    },
    groundingPrice:
      own === undefined
        ? prices.groundingSearch
        : {
            ...prices.groundingSearch,
            usd: own,
            range: undefined,
            source: `stages.${config.stage}.research.pricePerSearchUsd`,
          },
    logRetentionDays: config.logRetentionDays,
    externalSecrets: routes.some((route) => 'youtube' in route && route.youtube) ? 1 : 0,
  };
}

/** The plan at several sizes from one synthesis of the stacks (what they create does not depend on visitors). */
export async function planSizes(
  config: StageConfig,
  sizes: readonly number[],
  withCredentials: boolean,
): Promise<StagePlan[]> {
  const [inventory, quotas] = await Promise.all([
    stageInventory(config),
    withCredentials ? readQuotas(config) : documentedQuotas,
  ]);
  return sizes.map((visitors) => {
    const capacity = stageCapacity(config, visitors);
    return {
      capacity,
      cost: monthlyCost(capacity, ratioValues(), routes, inventory, costStage(config)),
      quotas,
    };
  });
}

/** The whole plan: capacity, the month's cost lines and the quotas (read when `withCredentials`). */
export async function planStage(
  config: StageConfig,
  visitors: number,
  withCredentials: boolean,
): Promise<StagePlan> {
  const [plan] = await planSizes(config, [visitors], withCredentials);
  return plan!;
}
