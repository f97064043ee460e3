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
  const data = new DataStack(app, stackName(config.stage, 'Data'), { env, config });
  const email = new EmailStack(app, stackName(config.stage, 'Email'), { env, config });
  const api = new ApiStack(app, stackName(config.stage, 'Api'), { env, config, tables: data.tables });
  const web = new WebStack(app, stackName(config.stage, 'Web'), {
    env,
    config,
    api: api.api,
    siteAssets: options.siteAssets,
  });
  return { data, email, api, web };
}
