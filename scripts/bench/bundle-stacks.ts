/**
 * The bundles `npm run bench:bundles` measures: the API stack synthesized as a deploy does (the ApiFunction
 * construct and its shared esbuild options), and a stack of SDK floors (bundle-floors.ts) built the same way.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { ApiFunction } from '../../infra/constructs/api-function';
import { loadStageConfig } from '../../infra/config';
import { physicalName, stackName } from '../../catalog/names';
import { buildStacks } from '../../infra/stacks';
import { routes } from '../../catalog/routes';
import { clientsOf, clientsOfFunction, floorName, writeFloorEntry, type ClientId } from './bundle-floors';

const STAGE = 'dev';
const FLOOR_STACK = 'BenchFloors';
/** The floors' own stage: their functions are named like every other, `content-copilot-bench-floor-<clients>`. */
const FLOOR_STAGE = 'bench';
const floorFunctionId = (floor: string) => `floor-${floor.replaceAll('+', '-')}`;

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

/**
 * Synthesizes the API stack (with only the routes in `only`, when given) and a stack of floors, bundling both;
 * pairs each function with its floor's bundle.
 */
export function bundle(outdir: string, floorDir: string, only?: readonly string[]) {
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
  const measured = only ? routes.filter((route) => only.includes(route.id)) : routes;
  buildStacks(app, loadStageConfig(STAGE, context.stages), { siteAssets: siteAssets(), routes: measured });
  // One floor per distinct set of clients; functions without a route (fallback, authorizer) use none.
  const floors = new Stack(app, FLOOR_STACK);
  const floorSets = new Map<string, ClientId[]>(
    [[], ...measured.map(clientsOf)].map((ids) => [floorName(ids), ids] as const),
  );
  for (const [name, ids] of floorSets) {
    new ApiFunction(floors, name, {
      id: floorFunctionId(name),
      stage: FLOOR_STAGE,
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
    const clients = clientsOfFunction(fn.name, STAGE);
    const floor = floorName(clients);
    const floorFile = floorFiles.get(physicalName(FLOOR_STAGE, floorFunctionId(floor)));
    if (!floorFile) throw new Error(`No floor bundle ${floor} for ${fn.name}`);
    return { ...fn, clients, floor, floorFile };
  });
}
