/**
 * `npm run deploy -- <stage> [cdk deploy options]`: the pre-flight (preflight.ts), then one complete deploy of
 * a stage, a fresh one included (deploy-stage.ts). `--check [--test-alarm]`: everything a deploy needs, checked
 * before anything is created (check-stage.ts). `--plan [--visitors N]`: capacity and monthly cost (plan/).
 * Static imports stay light: an answer without credentials must come in under two seconds.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { loadStageConfig, StageConfigError, type StageConfig } from '../infra/config';
import { deployStage } from './deploy/deploy-stage';
import { failures, findingText, type Finding } from './deploy/findings';
import { callerAccount, preflight } from './deploy/preflight';
import { recordSiteUrl } from './deploy/record-site-url';
import { readStackOutputs } from './deploy/stack-outputs';

class StepFailed extends Error {}

const USAGE =
  'Usage: npm run deploy -- <stage> [--check [--test-alarm] | --plan [--visitors N] | cdk deploy options]';

/** The command line: the stage first, our flags, and whatever else goes to `cdk deploy`. */
const ArgsSchema = z.object({
  stage: z.string().regex(/^[a-z]/, 'comes first: npm run deploy -- <stage> …'),
  check: z.boolean(),
  testAlarm: z.boolean(),
  plan: z.boolean(),
  visitors: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  cdk: z.array(z.string()),
});

function parseArgs(argv: string[]) {
  const [stage = '', ...rest] = argv;
  const ours = new Set(['--check', '--test-alarm', '--plan']);
  const cdk: string[] = [];
  let visitors: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--visitors') visitors = rest[++i];
    else if (arg.startsWith('--visitors=')) visitors = arg.slice('--visitors='.length);
    else if (!ours.has(arg)) cdk.push(arg);
  }
  const flag = (name: string) => rest.includes(name);
  return ArgsSchema.safeParse({
    stage,
    check: flag('--check'),
    testAlarm: flag('--test-alarm'),
    plan: flag('--plan'),
    visitors,
    cdk,
  });
}

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const shown = Object.entries(env)
    .map(([k, v]) => `${k}=${v} `)
    .join('');
  console.log(`\n$ ${shown}${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0)
    throw new StepFailed(`${command} ${args[0] ?? ''} failed (exit ${status}); nothing after it ran.`);
}

const report = (findings: Finding[], stage: string, ready: string): number => {
  findings.forEach((f) => console.log(findingText(f)));
  const failed = failures(findings);
  console.log(failed ? `\n${failed} to fix before deploying ${stage}.` : `\n${ready}`);
  return failed ? 1 : 0;
};

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args.success) {
    console.error(`${args.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}\n${USAGE}`);
    return 2;
  }
  const { stage, check, testAlarm, plan, visitors, cdk } = args.data;
  let config: StageConfig;
  try {
    const file = JSON.parse(readFileSync('cdk.json', 'utf8')) as { context?: { stages?: unknown } };
    // A plan sizes a stage whose addresses are still the shipped placeholders; nothing else takes them.
    config = loadStageConfig(stage, file.context?.stages, { forPlan: plan });
  } catch (err) {
    // cdk.json unreadable, or settings that cannot deploy: one line each and the fix, no stack trace.
    const problems = err instanceof StageConfigError ? err.problems : [`cdk.json: ${(err as Error).message}`];
    for (const problem of problems) console.log(findingText({ level: 'fail', what: problem }));
    console.log(`    fix: ${err instanceof StageConfigError ? err.fix : 'make cdk.json valid JSON again'}`);
    return 2;
  }
  if (plan) {
    const [{ planStage }, { planText }] = await Promise.all([
      import('./deploy/plan'),
      import('./deploy/plan/print'),
    ]);
    const credentials = 'account' in (await callerAccount(config.region));
    const result = await planStage(config, visitors ?? config.expectedVisitorsPerDay, credentials);
    console.log(planText(config, result).join('\n'));
    return 0;
  }
  if (check) {
    const { checkStage } = await import('./deploy/check-stage');
    return report(await checkStage(config, { testAlarm }), stage, `Ready to deploy ${stage}.`);
  }
  const { findings } = await preflight(config);
  if (report(findings, stage, 'Pre-flight passed; deploying.')) {
    console.log(`Nothing was built or deployed. npm run deploy -- ${stage} --check checks the rest too.`);
    return 1;
  }
  try {
    const siteUrl = await deployStage(config, cdk, {
      run,
      outputs: readStackOutputs,
      record: async (name, url) => recordSiteUrl(name, url),
      log: (line) => console.log(`\n${line}`),
    });
    console.log(`\nDeployed ${stage}: ${siteUrl}`);
    return 0;
  } catch (err) {
    console.error(`\n${(err as Error).message}`);
    return err instanceof StepFailed ? 1 : 2;
  }
}

process.exitCode = await main();
