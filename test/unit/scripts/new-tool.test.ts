import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toolIds } from '../../../catalog/manifest';
import { namesOf } from '../../../scripts/new-tool/names';
import { MANIFEST, refusalOf, toolFiles, withManifestLine } from '../../../scripts/new-tool/scaffold';

const root = join(__dirname, '../../..');

/** The files docs/adding-a-tool.md says a tool has, with `<id>` in their paths. */
const documented = () =>
  [...readFileSync(join(root, 'docs/adding-a-tool.md'), 'utf8').matchAll(/^\| `([^`]+)`/gm)].map(
    ([, path]) => path!,
  );

describe('npm run new-tool', () => {
  it.each(['text', 'object'] as const)(
    'writes a %s tool in exactly the files docs/adding-a-tool.md lists, all in its own folders',
    (kind) => {
      const files = Object.keys(toolFiles(namesOf('meta-writer'), kind)).sort();
      const claimed = documented().filter((path) => path !== MANIFEST);
      expect(files).toEqual(claimed.map((path) => path.replaceAll('<id>', 'meta-writer')).sort());
      expect(readFileSync(join(root, 'docs/adding-a-tool.md'), 'utf8')).toContain(
        `That is ${files.length} files of its own and 1 shared line.`,
      );
      for (const path of files)
        expect(path).toMatch(
          /^((lambdas|web\/src\/features|test\/tools)\/meta-writer\/|catalog\/tools\/meta-writer\.ts$)/,
        );
    },
  );

  it('adds its one line to the manifest among the others, in the order of their export names', () => {
    const manifest = readFileSync(join(root, MANIFEST), 'utf8');
    const next = withManifestLine(manifest, namesOf('meta-writer'));
    const added = next.split('\n').filter((line) => !manifest.split('\n').includes(line));
    expect(added).toEqual(["export { tool as metaWriter } from './tools/meta-writer';"]);
    const exports = next.split('\n').filter((line) => line.startsWith('export { tool as '));
    expect(exports).toEqual([...exports].sort());
  });

  it('refuses an id that is not kebab-case, a route that exists, or a folder that is there', () => {
    expect(refusalOf(root, 'MetaWriter')).toMatch(/is not a tool id/);
    expect(refusalOf(root, 'refine')).toMatch(/already a route id/);
    expect(refusalOf(root, 'youtube-analysis')).toMatch(/already a route id/);
    expect(refusalOf(root, 'shared')).toMatch(/lambdas\/shared already exists/);
    expect(refusalOf(root, 'meta-writer')).toBeUndefined();
  });
});

describe('every declared tool', () => {
  it.each(toolIds)('%s has its page where the build prerenders it, and its fixtures', (id) => {
    expect(existsSync(join(root, `web/src/features/${id}/components/${id}-page.tsx`))).toBe(true);
    expect(existsSync(join(root, `web/src/features/${id}/tool.ts`))).toBe(true);
    expect(existsSync(join(root, `lambdas/${id}/refinement.ts`))).toBe(true);
    expect(existsSync(join(root, `test/tools/${id}/fixtures.ts`))).toBe(true);
  });
});
