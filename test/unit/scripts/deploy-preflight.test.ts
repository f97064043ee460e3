import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadStageConfig } from '../../../infra/config';
import { FakeBedrock } from '../../../scripts/fakes/fake-bedrock';
import { checkStage } from '../../../scripts/deploy/check-stage';
import { groundingProbe } from '../../../scripts/deploy/checks/models';
import { quotaFinding } from '../../../scripts/deploy/checks/quotas';
import { tpmQuotaFor } from '../../../scripts/deploy/plan/quotas';
import { accessDenied } from '../../support/bedrock-site';

const base = {
  region: 'eu-west-1',
  senderEmail: 'roast@copilot.test',
  supportEmail: 'help@copilot.test',
  retainData: false,
};
const tsx = resolve('node_modules/tsx/dist/loader.mjs');
const saved = { ...process.env };
/** An environment with no AWS credentials anywhere the SDK looks. */
function withoutCredentials(): NodeJS.ProcessEnv {
  const none = mkdtempSync(join(tmpdir(), 'no-aws-'));
  const env: NodeJS.ProcessEnv = { ...saved };
  for (const key of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_PROFILE'])
    delete env[key];
  return {
    ...env,
    AWS_CONFIG_FILE: join(none, 'config'),
    AWS_SHARED_CREDENTIALS_FILE: join(none, 'credentials'),
    AWS_EC2_METADATA_DISABLED: 'true',
  };
}
afterEach(() => {
  process.env = { ...saved };
});

describe('the pre-flight without credentials', () => {
  it('--check lists what to fix and what it could not check, with no stack trace', async () => {
    process.env = withoutCredentials();
    const findings = await checkStage(loadStageConfig('qa', { qa: base }));
    // eu-west-1: the second warning says live research is off there (Nova Web Grounding runs in US regions only).
    expect(findings.map((f) => f.level)).toEqual(['ok', 'warn', 'warn', 'fail', 'warn']);
    expect(findings[3]).toEqual({
      level: 'fail',
      what: expect.stringMatching(/^No usable AWS credentials \(CredentialsProviderError: /),
      fix: expect.stringContaining('aws sso login'),
    });
    expect(findings[4]!.what).toMatch(
      /^Not checked without credentials that AWS answers: CDK bootstrap, model access, grounding, quotas/,
    );
    expect(JSON.stringify(findings)).not.toMatch(/\n\s+at /);
  });

  it('stops npm run deploy before it builds anything, with the list and no stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-'));
    writeFileSync(join(dir, 'cdk.json'), JSON.stringify({ context: { stages: { qa: base } } }));
    const run = spawnSync(process.execPath, ['--import', tsx, resolve('scripts/deploy.ts'), 'qa'], {
      cwd: dir,
      env: withoutCredentials(),
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('✗ No usable AWS credentials');
    expect(run.stdout).toContain('Nothing was built or deployed.');
    expect(run.stdout).not.toContain('$ npm run build');
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/\n\s+at /);
  }, 30_000);
});

describe('a stage whose settings cannot deploy', () => {
  it('is refused by cdk synth in one line per problem with the fix, no stack trace', () => {
    const context = { stage: 'qa', stages: { qa: { ...base, region: 'Europe', retainData: true } } };
    const run = spawnSync(process.execPath, ['--import', tsx, resolve('infra/app.ts')], {
      env: { ...saved, CDK_CONTEXT_JSON: JSON.stringify(context) },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      '✗ stages.qa.region must be an AWS region such as us-east-1',
      expect.stringMatching(/^✗ stages\.qa\.alarmEmail is required for a stage that keeps its data/),
      expect.stringMatching(/^ {4}fix: edit context\.stages in cdk\.json/),
    ]);
  }, 30_000);

  it('refuses the shipped prod stage in one line naming alarmEmail and the from address (senderEmail)', () => {
    const { context } = JSON.parse(readFileSync('cdk.json', 'utf8')) as { context: { stages: unknown } };
    const run = spawnSync(process.execPath, ['--import', tsx, resolve('infra/app.ts')], {
      env: { ...saved, CDK_CONTEXT_JSON: JSON.stringify({ stage: 'prod', stages: context.stages }) },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const [line, fix, ...rest] = run.stderr.trim().split('\n');
    expect(rest).toEqual([]);
    expect(line).toMatch(
      /^✗ stages\.prod still has the shipped placeholders: set .*senderEmail \(the from address\)/,
    );
    expect(line).toContain('alarmEmail');
    expect(fix).toMatch(/^ {4}fix: edit context\.stages in cdk\.json/);
  }, 30_000);
});

describe('the grounding probe of --check', () => {
  const us = loadStageConfig('qa', { qa: { ...base, region: 'us-east-1' } });
  let bedrock: FakeBedrock;
  beforeAll(async () => {
    bedrock = await FakeBedrock.start();
  });
  afterAll(() => bedrock.close());
  beforeEach(() => {
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_BEDROCK_RUNTIME: bedrock.url,
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    });
  });

  it('makes one grounded search with the research model and counts the pages it cites', async () => {
    bedrock.enqueue({
      kind: 'grounding',
      citations: [{ url: 'https://a.example/guide', domain: 'a.example' }],
    });
    await expect(groundingProbe(us)).resolves.toEqual({
      level: 'ok',
      what: 'Nova Web Grounding with us.amazon.nova-2-lite-v1:0 answered a search with 1 cited pages',
    });
    expect(bedrock.requests.at(-1)!.body.toolConfig).toEqual({
      tools: [{ systemTool: { name: 'nova_grounding' } }],
    });
  });

  it('reports an access refusal by its name, with the grant the caller needs', async () => {
    bedrock.enqueue(accessDenied);
    const finding = await groundingProbe(us);
    expect(finding).toMatchObject({
      level: 'fail',
      what: expect.stringContaining('refused a search (AccessDeniedException: '),
      fix: expect.stringContaining('system-tool/amazon.nova_grounding'),
    });
  });

  it('names a region-deny service control policy when the organization refuses the search', async () => {
    bedrock.enqueue({
      kind: 'error',
      status: 403,
      type: 'AccessDeniedException',
      message:
        'User: arn:aws:sts::123456789012:assumed-role/Admin/me is not authorized to perform: bedrock:InvokeTool on resource: arn:aws:bedrock:us-east-1:123456789012:system-tool/amazon.nova_grounding with an explicit deny in a service control policy',
    });
    const finding = await groundingProbe(us);
    expect(finding).toMatchObject({
      level: 'fail',
      what: expect.stringContaining('was refused by your organization’s service control policy'),
      fix: expect.stringContaining('docs/deploy.md#company-wide-region-deny-policies'),
    });
  });
});

describe('the account quotas against the plan', () => {
  const quotas = [
    { QuotaName: 'On-demand InvokeModel tokens per minute for Anthropic Claude Haiku 5.5', Value: 1 },
    { QuotaName: 'Cross-Region InvokeModel tokens per minute for Anthropic Claude Haiku 5.5', Value: 2 },
    {
      QuotaName: 'Global cross-Region InvokeModel tokens per minute for Anthropic Claude Haiku 5.5',
      Value: 3,
    },
    { QuotaName: 'Cross-Region InvokeModel tokens per minute for Amazon Nova 2 Lite', Value: 4 },
    { QuotaName: 'Cross-Region InvokeModel requests per minute for Amazon Nova 2 Lite', Value: 5 },
  ];

  it('finds each model’s tokens-per-minute quota by its name and its kind of call', () => {
    expect(tpmQuotaFor(quotas, 'global.anthropic.claude-haiku-5-5')?.value).toBe(3);
    expect(tpmQuotaFor(quotas, 'us.anthropic.claude-haiku-5-5')?.value).toBe(2);
    expect(tpmQuotaFor(quotas, 'anthropic.claude-haiku-5-5')?.value).toBe(1);
    expect(tpmQuotaFor(quotas, 'us.amazon.nova-2-lite-v1:0')?.value).toBe(4);
    expect(tpmQuotaFor(quotas, 'us.amazon.nova-premier-v1:0')).toBeUndefined();
  });

  it('passes a quota that holds the plan, fails one that does not, and says when it is unknown', () => {
    const source = 'Service Quotas';
    expect(quotaFinding('Lambda', 120, { value: 1000, source }, 'q').level).toBe('ok');
    expect(quotaFinding('Lambda', 120, { value: 10, source }, 'q')).toMatchObject({
      level: 'fail',
      what: 'Lambda: the plan needs 120, the account has only 10 (Service Quotas)',
    });
    expect(quotaFinding('Bedrock', 5, { value: undefined, source: 'unknown' }, 'q').level).toBe('warn');
  });
});
