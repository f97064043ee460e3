/**
 * `npm run bench:zod`: what zod costs each function's cold start, in gzip. Bundles every route's handler with
 * the deploy's esbuild options twice, as it is and with zod replaced by a stand-in that exports the same
 * names and does nothing, and prints both beside the function's floor (bundle-floors.ts). The stand-in is
 * a lower bound for any other validation: hand-written checks would weigh something, the stand-in nothing.
 * Sizes only; the stand-in bundles are never run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import * as zodMini from 'zod/mini';
import { bundleFunction, lambdaBuildOptions } from '../../infra/bundling';
import { handlerEntry, routes } from '../../infra/routes';
import { clientsOf, floorName, writeFloorEntry } from './bundle-floors';
import { coldStartFiles, gzipBytes } from './cold-start';

/** A module exporting every name zod/mini exports (and the locale), each one a do-nothing chainable. */
function standIn(dir: string): string {
  const names = Object.keys(zodMini).filter((name) => name !== 'default');
  const file = join(dir, 'zod-stand-in.mjs');
  writeFileSync(
    file,
    'const none = new Proxy(function () {}, { get: () => none, apply: () => none });\n' +
      `export { ${[...names, 'en'].map((name) => `none as ${JSON.stringify(name)}`).join(', ')} };\n`,
  );
  return file;
}

/** Gzip bytes a cold start of this entry loads, built into a fresh folder with extra aliases. */
function coldGzip(entry: string, outdir: string, alias: Record<string, string> = {}): number {
  if (Object.keys(alias).length === 0) bundleFunction(entry, outdir);
  else
    buildSync({
      ...lambdaBuildOptions,
      alias: { ...lambdaBuildOptions.alias, ...alias },
      entryPoints: { index: resolve(entry) },
      outdir,
    });
  return gzipBytes(coldStartFiles(join(outdir, 'index.mjs')).coldStart);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;

const work = mkdtempSync(join(tmpdir(), 'bench-zod-'));
// Inside the repository so that the floors resolve its node_modules; `*.tmp.*` is ignored by git.
const floorDir = resolve(`bench-floors.tmp.${process.pid}`);
try {
  const stub = standIn(work);
  const alias = { 'zod/mini': stub, 'zod/locales': stub };
  const floors = new Map<string, number>();
  const rows = routes.map((route) => {
    const ids = clientsOf(route);
    const name = floorName(ids);
    if (!floors.has(name))
      floors.set(name, coldGzip(writeFloorEntry(floorDir, ids), join(work, `floor-${name}`)));
    const floor = floors.get(name)!;
    const withZod = coldGzip(handlerEntry(route.id), join(work, route.id));
    const without = coldGzip(handlerEntry(route.id), join(work, `${route.id}-no-zod`), alias);
    return {
      function: route.id,
      gzip: kb(withZod),
      'zod share': kb(withZod - without),
      'floor gzip': kb(floor),
      'size ÷ floor': ratio(withZod, floor),
      'without zod ÷ floor': ratio(without, floor),
    };
  });
  console.table(rows);
} finally {
  rmSync(work, { recursive: true, force: true });
  rmSync(floorDir, { recursive: true, force: true });
}
