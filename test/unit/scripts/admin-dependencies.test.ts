import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { builtinModules } from 'node:module';
import { buildSync } from 'esbuild';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
};

/** The packages a script loads before it runs: imports reached through static import statements only. */
function packagesLoadedBy(entry: string): string[] {
  const { metafile } = buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const edge of metafile.inputs[file]?.imports ?? []) {
      if (edge.kind !== 'import-statement') continue;
      if (!edge.external) visit(edge.path);
      else if (!edge.path.startsWith('node:') && !builtinModules.includes(edge.path))
        packages.add(
          edge.path
            .split('/')
            .slice(0, edge.path.startsWith('@') ? 2 : 1)
            .join('/'),
        );
    }
  };
  visit(Object.keys(metafile.inputs).find((file) => resolve(file) === resolve(entry))!);
  return [...packages].sort();
}

describe('the admin CLI on an install without dev packages (npm ci --omit=dev)', () => {
  it('loads only packages from dependencies, so an editor can publish; local-only ones load when used', () => {
    const loaded = packagesLoadedBy('scripts/admin/cli.ts');
    expect(loaded).toEqual(expect.arrayContaining(['jsdom', 'csv-stringify', 'yaml']));
    expect(loaded.filter((name) => !(name in packageJson.dependencies))).toEqual([]);
  });
});
