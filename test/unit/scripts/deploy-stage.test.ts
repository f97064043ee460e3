import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadStageConfig } from '../../../infra/config';
import { stackName } from '../../../catalog/names';
import { deployStage, PLACEHOLDER_SITE_URL, type DeployDeps } from '../../../scripts/deploy/deploy-stage';
import { recordSiteUrl } from '../../../scripts/deploy/record-site-url';
import { readStackOutputs } from '../../../scripts/deploy/stack-outputs';
import { startFakeCloudFormation } from '../../support/fake-cloudformation';

const base = {
  region: 'eu-west-1',
  senderEmail: 'roast@copilot.test',
  supportEmail: 'help@copilot.test',
  retainData: false,
};
const SITE = 'https://d1abcdef.cloudfront.net';

let cfn: Awaited<ReturnType<typeof startFakeCloudFormation>>;
const saved = { ...process.env };
beforeEach(async () => {
  cfn = await startFakeCloudFormation(stackName('qa', 'Web'));
  // The real CloudFormation client, pointed at the fake as the admin CLI's tests do.
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_CLOUDFORMATION: cfn.endpoint,
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
  });
});
afterEach(async () => {
  process.env = { ...saved };
  await cfn.close();
});

/** Deploy steps that run nothing: each command is noted, and a `cdk deploy` makes the web stack exist. */
function fakeDeps(recorded: Record<string, string>) {
  const commands: string[] = [];
  const deps: DeployDeps = {
    run: (command, args, env = {}) => {
      commands.push(
        `${Object.entries(env)
          .map(([k, v]) => `${k}=${v} `)
          .join('')}${command} ${args.join(' ')}`,
      );
      if (args[0] === 'cdk' && args[1] === 'deploy') cfn.deploy({ SiteUrl: SITE, DistributionId: 'E1' });
    },
    outputs: readStackOutputs,
    record: async (stage, url) => void (recorded[stage] = url),
    log: () => undefined,
  };
  return { deps, commands };
}

describe('npm run deploy -- <stage>', () => {
  it('deploys a fresh stage without siteUrl in one go: placeholder pass, the address read and recorded, then the real one', async () => {
    const recorded: Record<string, string> = {};
    const { deps, commands } = fakeDeps(recorded);
    const siteUrl = await deployStage(
      loadStageConfig('qa', { qa: base }),
      ['--require-approval', 'never'],
      deps,
    );
    expect(siteUrl).toBe(SITE);
    expect(recorded).toEqual({ qa: SITE });
    expect(commands).toEqual([
      `SITE_URL=${PLACEHOLDER_SITE_URL} npm run build`,
      'npx cdk deploy --all -c stage=qa --require-approval never',
      `SITE_URL=${SITE} npm run build`,
      'npx cdk deploy --all -c stage=qa --require-approval never',
      'npm run admin -- site render --stage qa',
    ]);
  });

  it('takes the address of a stage deployed before, from its web stack, and deploys once', async () => {
    cfn.deploy({ SiteUrl: SITE });
    const recorded: Record<string, string> = {};
    const { deps, commands } = fakeDeps(recorded);
    await deployStage(loadStageConfig('qa', { qa: base }), [], deps);
    expect(recorded).toEqual({ qa: SITE });
    expect(commands).toEqual([
      `SITE_URL=${SITE} npm run build`,
      'npx cdk deploy --all -c stage=qa',
      'npm run admin -- site render --stage qa',
    ]);
  });

  it('asks CloudFormation nothing when the stage names its address', async () => {
    const { deps, commands } = fakeDeps({});
    await deployStage(
      loadStageConfig('qa', { qa: { ...base, siteUrl: 'https://qa.copilot.test' } }),
      [],
      deps,
    );
    expect(cfn.calls).toBe(0);
    expect(commands[0]).toBe('SITE_URL=https://qa.copilot.test npm run build');
  });

  it('stops at the first failed step', async () => {
    const { deps, commands } = fakeDeps({});
    const failing: DeployDeps = {
      ...deps,
      run: (command, args, env) => {
        deps.run(command, args, env);
        if (args[0] === 'cdk') throw new Error('cdk deploy failed');
      },
    };
    await expect(deployStage(loadStageConfig('qa', { qa: base }), [], failing)).rejects.toThrow(
      'cdk deploy failed',
    );
    expect(commands).toHaveLength(2);
  });

  it('records the address in cdk.json, where the CDK app, the build and the admin CLI read it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cdk-json-')), 'cdk.json');
    const stages = { qa: base, prod: { region: 'us-east-1', budget: { usd: 5 } } };
    const original = JSON.stringify({ app: 'x', context: { stages } }, null, 2).replace(
      /\{\n\s+"usd": 5\n\s+\}/,
      '{ "usd": 5 }',
    );
    writeFileSync(file, original);
    recordSiteUrl('qa', SITE, file);
    const written = readFileSync(file, 'utf8');
    expect(JSON.parse(written).context.stages).toEqual({ ...stages, qa: { ...base, siteUrl: SITE } });
    // One line added, the rest as its owner formatted it.
    expect(written.split('\n').length).toBe(original.split('\n').length + 1);
    expect(written).toContain('"budget": { "usd": 5 }');
    recordSiteUrl('qa', 'https://d2.cloudfront.net', file);
    const again = JSON.parse(readFileSync(file, 'utf8')).context.stages;
    expect(loadStageConfig('qa', again).siteUrl).toBe('https://d2.cloudfront.net');
  });
});
