/** `npm run docs:plan`: writes docs/deploy.md's plan figures from the plan of the shipped prod stage (docs.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadStageConfig } from '../../../infra/config';
import { docBlock, DOC_SIZES, planDocs } from './docs';
import { planSizes } from './index';

const file = 'docs/deploy.md';
const { context } = JSON.parse(readFileSync('cdk.json', 'utf8')) as { context: { stages: unknown } };
// The shipped prod's placeholders cost nothing: the plan sizes it as it is.
const prod = loadStageConfig('prod', context.stages, { forPlan: true });
const document = readFileSync(file, 'utf8');
const current = docBlock(document);
if (!current)
  throw new Error(`${file} has no plan figures block to replace (see scripts/deploy/plan/docs.ts)`);
const generated = planDocs(prod, await planSizes(prod, DOC_SIZES, false));
writeFileSync(file, document.replace(current, generated));
console.log(
  current === generated ? `${file}: the plan figures were current` : `${file}: plan figures written`,
);
