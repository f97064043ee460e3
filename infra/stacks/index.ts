import type { App } from 'aws-cdk-lib';
import type { StageConfig } from '../config';
import { stackName } from '../names';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';
import { EmailStack } from './email-stack';
import { WebStack } from './web-stack';

/** The stacks of one stage, split by lifecycle: data outlives code, email identity is set up once. */
export function buildStacks(app: App, config: StageConfig, options: { siteAssets: string }) {
  const env = { region: config.region, ...(config.account ? { account: config.account } : {}) };
  const prefix = `ContentCopilot-${config.stage}`;
  const data = new DataStack(app, `${prefix}-Data`, { env, config });
  const email = new EmailStack(app, `${prefix}-Email`, { env, config });
  const api = new ApiStack(app, `${prefix}-Api`, { env, config, tables: data.tables });
  const web = new WebStack(app, `${prefix}-Web`, {
    env,
    config,
    api: api.api,
    siteAssets: options.siteAssets,
  });
  return { data, email, api, web };
}
