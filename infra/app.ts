/** The CDK app: `npx cdk deploy --all -c stage=<name>` deploys one stage of the site. */
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadStageConfig, stageWarnings } from './config';
import { checkSiteBuild } from './site-build';
import { buildStacks } from './stacks';

const app = new App();
const config = loadStageConfig(app.node.tryGetContext('stage'), app.node.tryGetContext('stages'));
for (const warning of [...stageWarnings(config), checkSiteBuild('web/dist', config)].filter(Boolean)) {
  console.warn(`\n${warning}\n`);
}
buildStacks(app, config, { siteAssets: 'web/dist' });
Tags.of(app).add('project', 'content-copilot');
Tags.of(app).add('stage', config.stage);
// Every synth (and so every deploy) fails on an unacknowledged AwsSolutions finding.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
