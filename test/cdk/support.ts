import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { loadStageConfig, type StageConfig } from '../../infra/config';
import { buildStacks } from '../../infra/stacks';

export const stages = {
  test: {
    region: 'eu-west-1',
    senderEmail: 'roast@copilot.test',
    supportEmail: 'help@copilot.test',
    retainData: false,
  },
  prod: {
    region: 'us-east-1',
    senderEmail: 'roast@copilot.test',
    supportEmail: 'help@copilot.test',
    retainData: true,
  },
};

/** A stand-in for web/dist, so template tests do not depend on a build. */
export function fakeSiteAssets(): string {
  const dir = mkdtempSync(join(tmpdir(), 'copilot-site-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
}

/** Synthesizes one stage without bundling Lambda code (the bundle is not under test here). */
export function synthStage(stage: keyof typeof stages = 'test') {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const config: StageConfig = loadStageConfig(stage, stages);
  const stacks = buildStacks(app, config, { siteAssets: fakeSiteAssets() });
  return {
    config,
    stacks,
    data: Template.fromStack(stacks.data),
    email: Template.fromStack(stacks.email),
    api: Template.fromStack(stacks.api),
    web: Template.fromStack(stacks.web),
  };
}
