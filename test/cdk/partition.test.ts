import { loadStageConfig } from '../../infra/config';
import { buildStacks } from '../../infra/stacks';
import { fakeSiteAssets, stages, testApp } from './support';

describe('ARNs follow the stage’s partition', () => {
  // China lacks SES and CloudFront Functions, so CDK's region validation refuses the stage: turned off to read
  // the ARNs a stage in another partition gets.
  const app = testApp({ '@aws-cdk/core:validateAgainstDefaultRules': false });
  const config = loadStageConfig('test', {
    test: { ...stages.test, region: 'cn-north-1', bedrock: { modelId: 'anthropic.claude-haiku-5-5' } },
  });
  const stacks = buildStacks(app, config, { siteAssets: fakeSiteAssets() });
  const assembly = app.synth();
  const template = (name: string) => JSON.stringify(assembly.getStackByName(name).template);

  it.each(['data', 'email', 'api', 'web'] as const)(
    '%s stack in cn-north-1 names no arn:aws: resource',
    (part) => {
      const json = template(stacks[part].stackName);
      expect(json.match(/arn:aws:[a-z0-9-]+:/g) ?? []).toEqual([]);
    },
  );

  it('writes the stage partition where it names one (DynamoDB tables, secrets, the distribution)', () => {
    const api = template(stacks.api.stackName);
    expect(api).toMatch(/arn:aws-cn:dynamodb:cn-north-1:/);
    expect(api).toMatch(/arn:aws-cn:secretsmanager:cn-north-1:/);
    expect(template(stacks.web.stackName)).toMatch(/arn:aws-cn:cloudfront::/);
  });
});
