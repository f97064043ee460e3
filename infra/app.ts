/** The CDK app: `npx cdk deploy --all -c stage=<name>` deploys one stage of the site. */
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadStageConfig } from './config';
import { checkSiteBuild } from './site-build';
import { buildStacks } from './stacks';

const app = new App();
const config = loadStageConfig(app.node.tryGetContext('stage'), app.node.tryGetContext('stages'));
const siteWarning = checkSiteBuild('web/dist', config);
if (siteWarning) console.warn(`\n${siteWarning}\n`);
buildStacks(app, config, { siteAssets: 'web/dist' });
Tags.of(app).add('project', 'content-copilot');
Tags.of(app).add('stage', config.stage);
// Every synth (and so every deploy) fails on an unacknowledged AwsSolutions finding.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
