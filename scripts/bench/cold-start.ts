/**
 * What a cold start loads, for `npm run bench:bundles`: a function's entry module and every chunk it reaches
 * through static imports. Chunks reached only through `import()` load on the request that needs them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';

/** The bundle's module files, split into those a cold start loads (the entry first) and those loaded on demand. */
export function coldStartFiles(entry: string): { coldStart: string[]; onDemand: string[] } {
  // esbuild parses the output: each input's imports come with their kind (static statement or dynamic import).
  const { metafile } = buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = new Map(Object.entries(metafile.inputs).map(([path, input]) => [resolve(path), input]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const edge of inputs.get(file)?.imports ?? [])
      if (edge.kind === 'import-statement' && !edge.external) visit(resolve(edge.path));
  };
  const first = resolve(entry);
  visit(first);
  const others = readdirSync(dirname(first), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => resolve(dirname(first), name))
    .filter((file) => file !== first);
  return {
    coldStart: [first, ...others.filter((file) => seen.has(file))],
    onDemand: others.filter((file) => !seen.has(file)),
  };
}

/** Gzip (level 9) bytes of some files, each compressed on its own as it is read. */
export const gzipBytes = (files: readonly string[]): number =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
