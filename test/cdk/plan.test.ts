import { loadStageConfig } from '../../infra/config';
import { routes } from '../../infra/routes';
import { stageCapacity } from '../../scripts/deploy/plan';
import { monthlyCost, noChargeTypes, serviceTypes } from '../../scripts/deploy/plan/cost';
import { stageInventory } from '../../scripts/deploy/plan/inventory';
import { ratioValues } from '../../scripts/deploy/plan/ratios';
import { shippedStages } from './support';

// As an operator fills it in: the shipped placeholders cost nothing, and synth refuses them.
const prod = loadStageConfig('prod', shippedStages());

describe('the shipped prod stage, sized by npm run deploy -- prod --plan', () => {
  const plan = stageCapacity(prod);

  it('plans for 10,000 visitors a day and holds their generations with the reservations in flight', () => {
    expect(prod.expectedVisitorsPerDay).toBe(10_000);
    expect(plan.visitors).toBe(10_000);
    expect(prod.generationBudget.dailyTokens).toBeGreaterThanOrEqual(plan.budget);
  });

  it('throttles above the busiest second, and alarms above the busiest hour', () => {
    const ai = routes.filter((route) => 'bedrock' in route && route.bedrock).map((route) => route.id);
    const all = Object.values(plan.peakPerSecond).reduce((a, b) => a + b, 0);
    expect(prod.apiThrottle.rateLimit).toBeGreaterThanOrEqual(all);
    expect(prod.apiThrottle.burstLimit).toBeGreaterThanOrEqual(2 * all);
    for (const id of ai)
      expect(prod.apiThrottle.generationRateLimit).toBeGreaterThanOrEqual(plan.peakPerSecond[id]!);
    expect(prod.bedrockAlarms.invocationsPerHour).toBeGreaterThan(plan.busiestHour.modelCalls);
    expect(prod.bedrockAlarms.outputTokensPerHour).toBeGreaterThan(plan.busiestHour.outputTokens);
  });

  it('synthesizes; every resource type its stacks create has a priced line or costs nothing by itself, and its cost budget holds the month', async () => {
    const inventory = await stageInventory(prod);
    const lines = monthlyCost(plan, ratioValues(), routes, inventory, {
      modelPrice: { ...prod.bedrock.pricePerMillionTokens, source: 'the stage' },
      logRetentionDays: prod.logRetentionDays,
      externalSecrets: 1,
    });
    const priced = new Set(lines.map((line) => line.service));
    const unpriced = Object.keys(inventory.types).filter(
      (type) =>
        !noChargeTypes.some((prefix) => type.startsWith(prefix)) &&
        !Object.entries(serviceTypes).some(
          ([service, prefixes]) => priced.has(service) && prefixes.some((prefix) => type.startsWith(prefix)),
        ),
    );
    expect(unpriced).toEqual([]);
    const known = lines.reduce((sum, line) => sum + (line.usd ?? 0), 0);
    expect(prod.costBudget.monthlyUsd).toBeGreaterThanOrEqual(known);
    expect(inventory.types['AWS::CloudWatch::Alarm']).toBeGreaterThan(10);
    // X-Ray and the research model have no resource of their own, and are priced all the same.
    expect(priced).toEqual(new Set(Object.keys(serviceTypes)));
  }, 60_000);
});
