import { spawnSync } from 'node:child_process';
import { toolIds } from '../../../catalog/manifest';
import { budgetOf, overBudget, TOOL_OVER_HOME_BYTES } from '../../../scripts/bench/web-budget';
import type { WebRow } from '../../../scripts/bench/web-run';

/** `npm run bench:web -- --json <paths>` as run by hand (Vite, ESM only, builds the floor in its own process). */
function benchWeb(paths: string[]): { floor: number; rows: WebRow[] } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/web.ts', '--json', ...paths], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`bench:web failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { floor: number; rows: WebRow[] };
}

describe('bench:web budgets', () => {
  it('holds home within 1.2× the bare stack and every tool page within its first-load budget', () => {
    const { floor, rows } = benchWeb(toolIds.map((id) => `/${id}`));
    expect(rows.map((row) => row.path).sort()).toEqual(['/', ...toolIds.map((id) => `/${id}`)].sort());
    expect(overBudget(rows, floor)).toEqual([]);
  }, 300_000);

  it('gives a tool page no less than 15 KB over home, and a page that is not a tool none', () => {
    expect(budgetOf('/', 100_000, 120_000)).toBe(120_000);
    expect(budgetOf('/show-up-online', 100_000, 120_000)).toBeGreaterThanOrEqual(
      120_000 + TOOL_OVER_HOME_BYTES,
    );
    expect(budgetOf('/blog', 100_000, 120_000)).toBeUndefined();
    expect(overBudget([{ path: '/', bytes: 120_001 }], 100_000)).toEqual(['/: 120001 B > 120000 B']);
  });
});
