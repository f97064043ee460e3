import { readFileSync } from 'node:fs';
import { loadStageConfig } from '../../infra/config';
import { planSizes } from '../../scripts/deploy/plan';
import { costRows, docBlock, DOC_SIZES, planDocs } from '../../scripts/deploy/plan/docs';

const { context } = JSON.parse(readFileSync('cdk.json', 'utf8')) as { context: { stages: unknown } };
const prod = loadStageConfig('prod', context.stages, { forPlan: true });

describe('docs/deploy.md’s capacity and cost figures', () => {
  it('are the plan of the shipped prod stage at 1,000, 10,000 and 100,000 visitors (npm run docs:plan writes them)', async () => {
    const plans = await planSizes(prod, DOC_SIZES, false);
    const documented = docBlock(readFileSync('docs/deploy.md', 'utf8'));
    expect(documented).toBeDefined();
    expect(documented).toBe(planDocs(prod, plans));
    // Every cost line of the plan is in exactly one row of the month's table: none is left out of the docs.
    for (const line of plans[1]!.cost)
      expect(costRows.filter((row) => row.takes(line)).map((row) => row.label)).toHaveLength(1);
  }, 60_000);
});
