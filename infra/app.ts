/** The CDK app: `npx cdk deploy --all -c stage=<name>` deploys one stage of the site. */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadStageConfig, StageConfigError, type StageConfig } from './config';
import { stageWarnings } from './stage-warnings';
import { checkSiteBuild } from './site-build';
import { buildStacks } from './stacks';

const app = new App();
let config: StageConfig;
try {
  config = loadStageConfig(app.node.tryGetContext('stage'), app.node.tryGetContext('stages'));
} catch (err) {
  if (!(err instanceof StageConfigError)) throw err;
  // A settings mistake is the operator's to fix: one line each and the fix, no stack trace.
  for (const problem of err.problems) console.error(`✗ ${problem}`);
  console.error(`    fix: ${err.fix}`);
  process.exit(1);
}
for (const warning of [...stageWarnings(config), checkSiteBuild('web/dist', config)].filter(Boolean)) {
  console.warn(`\n${warning}\n`);
}
buildStacks(app, config, { siteAssets: 'web/dist' });
// Every synth (and so every deploy) fails on an unacknowledged AwsSolutions finding.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
