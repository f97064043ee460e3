/**
 * The measuring part of `npm run bench:zod` (zod-share.ts), apart from its printing so a unit test can run it
 * small: each route's handler bundled with the deploy's esbuild options twice, as it is and with zod replaced by
 * a stand-in that exports the same names and does nothing, beside the function's floor (bundle-floors.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import * as zodMini from 'zod/mini';
import { bundleFunction, lambdaBuildOptions } from '../../infra/bundling';
import { handlerEntry, routes } from '../../catalog/routes';
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

/** One function's cold-start gzip with zod and without it, beside its floor's. */
export interface ZodShareRow {
  id: string;
  withZod: number;
  withoutZod: number;
  floor: number;
}

/** Bundles each route's handler (those in `only`, when given) with zod and with the stand-in, and its floor. */
export function zodShares(only?: readonly string[]): ZodShareRow[] {
  const work = mkdtempSync(join(tmpdir(), 'bench-zod-'));
  // Inside the repository so that the floors resolve its node_modules; `*.tmp.*` is ignored by git.
  const floorDir = resolve(`bench-floors.tmp.${process.pid}`);
  try {
    const stub = standIn(work);
    const alias = { 'zod/mini': stub, 'zod/locales': stub };
    const floors = new Map<string, number>();
    return routes
      .filter((route) => !only || only.includes(route.id))
      .map((route) => {
        const ids = clientsOf(route);
        const name = floorName(ids);
        if (!floors.has(name))
          floors.set(name, coldGzip(writeFloorEntry(floorDir, ids), join(work, `floor-${name}`)));
        return {
          id: route.id,
          withZod: coldGzip(handlerEntry(route.id), join(work, route.id)),
          withoutZod: coldGzip(handlerEntry(route.id), join(work, `${route.id}-no-zod`), alias),
          floor: floors.get(name)!,
        };
      });
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }
}
