import { runResearchBench } from '../../../scripts/bench/research-run';

describe('bench:research', () => {
  it('runs its whole setup with tiny sizes: briefs researched live from two sources, each step timed', async () => {
    const rows = await runResearchBench({
      runs: 2,
      sources: 2,
      delayOf: () => 0,
      firstTokenMs: 0,
      tokens: 3,
    });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.research).toBeGreaterThan(0);
      expect(row.reading).toBeGreaterThan(0);
      expect(row.research).toBeGreaterThan(row.reading);
      expect(row.firstWord).toBeGreaterThanOrEqual(0);
    }
  }, 60_000);
});
