import { loadStageConfig } from '../../infra/config';
import { routes, type RouteDefinition } from '../../catalog/routes';
import { toolDeclarations } from '../../catalog/manifest';
import { costStage, stageCapacity } from '../../scripts/deploy/plan';
import { budgetedCost, monthlyCost, noChargeTypes, serviceTypes } from '../../scripts/deploy/plan/cost';
import { stageInventory } from '../../scripts/deploy/plan/inventory';
import { stageLimits } from '../../scripts/deploy/plan/limits';
import { ratioValues } from '../../scripts/deploy/plan/ratios';
import { shippedStages } from './support';

// As an operator fills it in: the shipped placeholders cost nothing, and synth refuses them.
const prod = loadStageConfig('prod', shippedStages());
const table: readonly RouteDefinition[] = routes;

describe('every declared route in the plan', () => {
  const plan = stageCapacity(prod);

  it('has a line for each route of the table, each with a plan of its own (no route id typed in the plan)', () => {
    expect(Object.keys(plan.requestsPerDay).sort()).toEqual(table.map((route) => route.id).sort());
    for (const route of table) expect(route.plan?.source).toEqual(expect.any(String));
  });

  it('counts every tool’s routes, its further ones (the YouTube search) included, by its declaration', () => {
    const toolRoutes = table.filter((route) => toolDeclarations.some((tool) => route.id.startsWith(tool.id)));
    expect(toolRoutes.length).toBeGreaterThan(toolDeclarations.length);
    for (const route of toolRoutes) expect(plan.requestsPerDay[route.id]).toBeGreaterThan(0);
    expect(plan.youtubeUnitsPerDay).toBeGreaterThan(0);
  });
});

describe('the shipped prod stage, sized by npm run deploy -- prod --plan', () => {
  const plan = stageCapacity(prod);

  it('plans for 10,000 visitors a day and holds every limit it sets: budget, throttles, alarms, searches, YouTube', () => {
    expect(prod.expectedVisitorsPerDay).toBe(10_000);
    expect(plan.visitors).toBe(10_000);
    const limits = stageLimits(prod, plan, routes);
    expect(limits.map((limit) => limit.setting)).toEqual(
      expect.arrayContaining([
        'generationBudget.dailyTokens',
        'research.dailyCalls',
        'youtube.dailyUnitBudget',
      ]),
    );
    expect(limits.filter((limit) => !limit.holds)).toEqual([]);
  });

  it('synthesizes; every resource type its stacks create has a priced line or costs nothing by itself, and its cost budget holds what it sees', async () => {
    const inventory = await stageInventory(prod);
    const lines = monthlyCost(plan, ratioValues(), routes, inventory, costStage(prod));
    const priced = new Set(lines.map((line) => line.service));
    const unpriced = Object.keys(inventory.types).filter(
      (type) =>
        !noChargeTypes.some((prefix) => type.startsWith(prefix)) &&
        !Object.entries(serviceTypes).some(
          ([service, prefixes]) => priced.has(service) && prefixes.some((prefix) => type.startsWith(prefix)),
        ),
    );
    expect(unpriced).toEqual([]);
    expect(lines.every((line) => Number.isFinite(line.usd))).toBe(true);
    expect(prod.costBudget.monthlyUsd).toBeGreaterThanOrEqual(budgetedCost(lines, false));
    expect(inventory.types['AWS::CloudWatch::Alarm']).toBeGreaterThan(10);
    // X-Ray and the research model have no resource of their own, and are priced all the same.
    expect(priced).toEqual(new Set(Object.keys(serviceTypes)));
  }, 60_000);

  it('prices a grounded search at the stage’s own figure when it sets one, else the default with its range', () => {
    expect(costStage(prod).groundingPrice).toMatchObject({ usd: 0.03, range: [0.012, 0.03] });
    const own = loadStageConfig('prod', {
      prod: { ...shippedStages().prod, research: { pricePerSearchUsd: 0.02 } },
    });
    expect(costStage(own).groundingPrice).toMatchObject({
      usd: 0.02,
      range: undefined,
      source: 'stages.prod.research.pricePerSearchUsd',
    });
  });
});
