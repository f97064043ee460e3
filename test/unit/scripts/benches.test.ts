import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
const scripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const benches = Object.keys(scripts)
  .filter((name) => name.startsWith('bench:'))
  .map((name) => name.slice('bench:'.length));

/**
 * Benches are code: each `npm run bench:<name>` has a tiny run in the suite (test/unit/scripts/bench-<name>.test.ts)
 * that goes through its whole set-up, so a bench cannot break unseen as bench:bundles once did; and the README
 * says what each one prints.
 */
describe('every bench', () => {
  it('is found in package.json', () => {
    expect(benches.length).toBeGreaterThan(10);
  });

  it.each(benches)('bench:%s has a tiny run in the suite and a line in the README', (name) => {
    expect([name, existsSync(join(root, 'test/unit/scripts', `bench-${name}.test.ts`))]).toEqual([
      name,
      true,
    ]);
    expect([name, readFileSync(join(root, 'README.md'), 'utf8').includes(`bench:${name}`)]).toEqual([
      name,
      true,
    ]);
  });
});
