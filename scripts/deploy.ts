/**
 * `npm run deploy -- <stage> [cdk deploy options]`: one complete deploy of a stage, a fresh one included
 * (see scripts/deploy/deploy-stage.ts). `npm run deploy -- <stage> --check [--test-alarm]`: what the deploy
 * needs, checked before anything is created (scripts/deploy/check-stage.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadStageConfig, type StageConfig } from '../infra/config';
import { checkStage, type Finding } from './deploy/check-stage';
import { deployStage } from './deploy/deploy-stage';
import { recordSiteUrl } from './deploy/record-site-url';
import { readStackOutputs } from './deploy/stack-outputs';

class StepFailed extends Error {}

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(
    `\n$ ${Object.entries(env)
      .map(([k, v]) => `${k}=${v} `)
      .join('')}${command} ${args.join(' ')}`,
  );
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0)
    throw new StepFailed(`${command} ${args[0] ?? ''} failed (exit ${status}); nothing after it ran.`);
}

const mark = { ok: '✓', warn: '!', fail: '✗' } as const;
const print = (f: Finding) => console.log(`${mark[f.level]} ${f.what}${f.fix ? `\n    fix: ${f.fix}` : ''}`);

async function main(): Promise<number> {
  const [stage, ...rest] = process.argv.slice(2);
  if (!stage || stage.startsWith('-')) {
    console.error('Usage: npm run deploy -- <stage> [--check [--test-alarm] | cdk deploy options]');
    return 2;
  }
  let config: StageConfig;
  try {
    const cdk = JSON.parse(readFileSync('cdk.json', 'utf8')) as { context?: { stages?: unknown } };
    config = loadStageConfig(stage, cdk.context?.stages);
  } catch (err) {
    print({
      level: 'fail',
      what: (err as Error).message,
      fix: 'edit context.stages in cdk.json (docs/configuration.md)',
    });
    return 2;
  }
  if (rest.includes('--check')) {
    const findings = await checkStage(config, { testAlarm: rest.includes('--test-alarm') });
    findings.forEach(print);
    const failed = findings.filter((f) => f.level === 'fail').length;
    console.log(failed ? `\n${failed} to fix before deploying ${stage}.` : `\nReady to deploy ${stage}.`);
    return failed ? 1 : 0;
  }
  try {
    const siteUrl = await deployStage(config, rest, {
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
