/**
 * `npm run bench:bundles`: bundles every Lambda exactly as a deploy does (the ApiFunction construct and its
 * shared esbuild options), then prints each bundle's size (raw and gzip) and the median time to import it
 * in a fresh Node process, over 10 runs. Offline: no AWS access, no credentials.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { App } from 'aws-cdk-lib';
import { loadStageConfig } from '../../infra/config';
import { stackName } from '../../infra/names';
import { buildStacks } from '../../infra/stacks';

const RUNS = 10;
const STAGE = 'dev';

/** Just enough of the Lambda runtime's globals for a streaming handler module to load. */
const runtimeShim =
  'data:text/javascript,globalThis.awslambda={streamifyResponse:(h)=>h,HttpResponseStream:{from:(s)=>s}};';

interface LambdaResource {
  Type: string;
  Properties: { FunctionName?: string; Environment?: { Variables?: Record<string, unknown> } };
  Metadata?: Record<string, string>;
}

/** The site build if there is one; the bench measures Lambdas, so any folder with an index.html will do. */
function siteAssets(): string {
  if (existsSync('web/dist/index.html')) return 'web/dist';
  const dir = mkdtempSync(join(tmpdir(), 'bench-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(join(dir, 'assets', 'app.js'), '');
  return dir;
}

/** Synthesizes the API stack with bundling on; returns each function's name, bundle folder and environment. */
function bundle(outdir: string) {
  const { context } = JSON.parse(readFileSync('cdk.json', 'utf8')) as { context: Record<string, unknown> };
  const api = stackName(STAGE, 'Api');
  const app = new App({
    outdir,
    // As the CLI sets them: bundle only the API stack, record asset paths, add CDK's metadata resource.
    context: {
      ...context,
      'aws:cdk:bundling-stacks': [api],
      'aws:cdk:enable-asset-metadata': true,
      'aws:cdk:version-reporting': true,
    },
  });
  buildStacks(app, loadStageConfig(STAGE, context.stages), { siteAssets: siteAssets() });
  const template = app.synth().getStackByName(api).template as { Resources: Record<string, LambdaResource> };
  return Object.values(template.Resources)
    .filter((r) => r.Type === 'AWS::Lambda::Function' && r.Metadata?.['aws:asset:path'])
    .map((r) => ({
      name: r.Properties.FunctionName ?? '?',
      dir: join(outdir, r.Metadata!['aws:asset:path']!),
      env: Object.fromEntries(
        Object.entries(r.Properties.Environment?.Variables ?? {}).filter(([, v]) => typeof v === 'string'),
      ) as Record<string, string>,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Milliseconds to import a module in a fresh Node process with the function's environment. */
function importTime(file: string, env: Record<string, string>): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  const out = execFileSync(
    process.execPath,
    ['--enable-source-maps', '--import', runtimeShim, '--input-type=module', '-e', script],
    {
      env: {
        PATH: process.env.PATH,
        AWS_REGION: 'us-east-1',
        AWS_EC2_METADATA_DISABLED: 'true',
        AWS_ACCESS_KEY_ID: 'bench',
        AWS_SECRET_ACCESS_KEY: 'bench',
        ...env,
      },
      encoding: 'utf8',
    },
  );
  return Number(out.trim().split('\n').pop());
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const outdir = mkdtempSync(join(tmpdir(), 'bench-bundles-'));
try {
  const functions = bundle(outdir);
  console.log(`Node ${process.version}, ${RUNS} fresh processes per bundle (median import time)\n`);
  const rows = functions.map(({ name, dir, env }) => {
    const file = resolve(dir, 'index.mjs');
    const code = readFileSync(file);
    const times = Array.from({ length: RUNS }, () => importTime(file, env));
    return {
      function: name,
      raw: kb(code.length),
      gzip: kb(gzipSync(code, { level: 9 }).length),
      'source map': kb(readFileSync(`${file}.map`).length),
      'import (median)': `${median(times).toFixed(1)} ms`,
    };
  });
  console.table(rows);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
