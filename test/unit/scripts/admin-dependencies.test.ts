import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { builtinModules } from 'node:module';
import { buildSync } from 'esbuild';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * The packages a script loads: before it runs (imports reached through static import statements only), or
 * also those its commands load with `await import()` (`lazy`).
 */
function packagesLoadedBy(entry: string, { lazy = false } = {}): string[] {
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
      if (edge.kind !== 'import-statement' && !(lazy && edge.kind === 'dynamic-import')) continue;
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
    const atStart = packagesLoadedBy('scripts/admin/cli.ts');
    expect(atStart.filter((name) => !(name in packageJson.dependencies))).toEqual([]);
    const used = packagesLoadedBy('scripts/admin/cli.ts', { lazy: true });
    expect(used).toEqual(expect.arrayContaining(['jsdom', 'csv-stringify', 'yaml', '@aws-sdk/client-s3']));
    // dynalite is the local store, never opened on a stage. libmime (a dev package) is loaded by
    // `leads resend` through lambdas/shared/email: a known gap on an install without dev packages.
    const allowed = ['dynalite', 'libmime'];
    expect(used.filter((name) => !(name in packageJson.dependencies) && !allowed.includes(name))).toEqual([]);
  });

  it('starts with commander and the command definitions only: each command loads its heavy packages', () => {
    const atStart = packagesLoadedBy('scripts/admin/cli.ts');
    expect(atStart).toContain('commander');
    for (const heavy of ['jsdom', 'yaml', 'marked', 'sanitize-html', 'csv-parse', 'dynalite']) {
      expect(atStart).not.toContain(heavy);
    }
    expect(atStart.filter((name) => name.startsWith('@aws-sdk/'))).toEqual([]);
  });
});
