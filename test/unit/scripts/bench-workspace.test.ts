import { runWorkspaceBench } from '../../../scripts/bench/workspace-run';

describe('bench:workspace', () => {
  it('runs its whole setup with tiny sizes and times both requests to their first word', async () => {
    const rows = await runWorkspaceBench({
      runs: 2,
      warmup: 1,
      firstTokenMs: 0,
      tokenIntervalMs: 0,
      tokens: 3,
    });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      for (const run of [row.refine, row.tool]) {
        expect(run.firstWord).toBeGreaterThan(0);
        expect(run.afterModel).toBeGreaterThanOrEqual(0);
        expect(run.firstWord).toBeGreaterThan(run.afterModel);
      }
    }
  }, 60_000);
});
