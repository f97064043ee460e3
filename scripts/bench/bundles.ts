/**
 * `npm run bench:bundles`: bundles every Lambda exactly as a deploy does (the ApiFunction construct and its
 * shared esbuild options), and beside each one its floor (bundle-floors.ts: middy core and the SDK clients
 * its route uses, built by the same construct). Measures what a cold start loads: the entry module and the
 * chunks it imports statically (cold-start.ts); chunks only reached through `import()` are listed apart as
 * "on demand". Prints that gzip size and the median import time of the entry in a fresh Node process over
 * 20 runs (medians of 10 moved by ±15% on a 2-core machine), the floor's, and the ratios. Offline: no AWS
 * access, no credentials.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { ApiFunction } from '../../infra/constructs/api-function';
import { loadStageConfig } from '../../infra/config';
import { stackName } from '../../infra/names';
import { buildStacks } from '../../infra/stacks';
import { routes } from '../../infra/routes';
import { clientsOf, clientsOfFunction, floorName, writeFloorEntry, type ClientId } from './bundle-floors';
import { coldStartFiles, gzipBytes } from './cold-start';
import { pairedImportTimes } from './import-time';

const RUNS = 20;
const STAGE = 'dev';
const FLOOR_STACK = 'BenchFloors';

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

/** Each bundled function of a synthesized stack: name, bundle folder, string environment variables. */
function bundledFunctions(template: { Resources: Record<string, LambdaResource> }, outdir: string) {
  return Object.values(template.Resources)
    .filter((r) => r.Type === 'AWS::Lambda::Function' && r.Metadata?.['aws:asset:path'])
    .map((r) => ({
      name: r.Properties.FunctionName ?? '?',
      file: resolve(outdir, r.Metadata!['aws:asset:path']!, 'index.mjs'),
      env: Object.fromEntries(
        Object.entries(r.Properties.Environment?.Variables ?? {}).filter(([, v]) => typeof v === 'string'),
      ) as Record<string, string>,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Synthesizes the API stack and a stack of floors, bundling both; pairs each function with its floor's bundle. */
function bundle(outdir: string, floorDir: string) {
  const { context } = JSON.parse(readFileSync('cdk.json', 'utf8')) as { context: Record<string, unknown> };
  const api = stackName(STAGE, 'Api');
  const app = new App({
    outdir,
    // As the CLI sets them: bundle only these stacks, record asset paths, add CDK's metadata resource.
    context: {
      ...context,
      'aws:cdk:bundling-stacks': [api, FLOOR_STACK],
      'aws:cdk:enable-asset-metadata': true,
      'aws:cdk:version-reporting': true,
    },
  });
  buildStacks(app, loadStageConfig(STAGE, context.stages), { siteAssets: siteAssets() });
  // One floor per distinct set of clients; functions without a route (fallback, authorizer) use none.
  const floors = new Stack(app, FLOOR_STACK);
  const floorSets = new Map<string, ClientId[]>(
    [[], ...routes.map(clientsOf)].map((ids) => [floorName(ids), ids] as const),
  );
  for (const [name, ids] of floorSets) {
    new ApiFunction(floors, name, {
      id: `floor-${name.replaceAll('+', '-')}`,
      stage: 'bench',
      timeoutSeconds: 5,
      memoryMb: 128,
      logRetentionDays: 1,
      environment: {},
      entry: writeFloorEntry(floorDir, ids),
    });
  }
  const assembly = app.synth();
  const functions = bundledFunctions(assembly.getStackByName(api).template, outdir);
  const floorFiles = new Map(
    bundledFunctions(assembly.getStackByName(FLOOR_STACK).template, outdir).map((f) => [f.name, f.file]),
  );
  return functions.map((fn) => {
    const floor = floorName(clientsOfFunction(fn.name, STAGE));
    return { ...fn, floor, floorFile: floorFiles.get(`bench-floor-${floor.replaceAll('+', '-')}`)! };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;

const outdir = mkdtempSync(join(tmpdir(), 'bench-bundles-'));
// Inside the repository so that the floors resolve its node_modules; `*.tmp.*` is ignored by git.
const floorDir = resolve(`bench-floors.tmp.${process.pid}`);
try {
  const functions = bundle(outdir, floorDir);
  console.log(
    `Node ${process.version}, ${RUNS} fresh processes per bundle and floor, alternating (median import time;\n` +
      'the middle half of the ratios of each run to the floor run beside it shows how much one run moves).\n' +
      'gzip: the entry and the chunks it imports statically, what a cold start loads; on demand: chunks only `import()` reaches.\n',
  );
  const rows = functions.map(({ name, file, env, floor, floorFile }) => {
    const parts = coldStartFiles(file);
    const size = {
      bundle: gzipBytes(parts.coldStart),
      floor: gzipBytes(coldStartFiles(floorFile).coldStart),
    };
    const time = pairedImportTimes(RUNS, file, floorFile, env);
    return {
      function: name,
      floor,
      gzip: kb(size.bundle),
      'floor gzip': kb(size.floor),
      'size ÷ floor': ratio(size.bundle, size.floor),
      'on demand': parts.onDemand.length ? kb(gzipBytes(parts.onDemand)) : '',
      import: ms(time.bundle),
      'floor import': ms(time.floor),
      'import ÷ floor': ratio(time.bundle, time.floor),
      'run ratios, middle half': time.ratioQuartiles.map((q) => q.toFixed(2)).join('-'),
    };
  });
  console.table(rows);
} finally {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(floorDir, { recursive: true, force: true });
}
