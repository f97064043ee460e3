import { craftedPageCpu, measureLargePage } from '../../../scripts/bench/critique-run';

describe('bench:critique', () => {
  it('runs its whole setup with tiny sizes: a fetched page measured, its time split in parts', async () => {
    const { rows, checks } = await measureLargePage({ runs: 2, warmup: 1, pageBytes: 16 * 1024 });
    expect(rows).toHaveLength(2);
    expect(checks).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.fetch).toBeGreaterThan(0);
      expect(row.measure).toBeGreaterThan(0);
      expect(row.total).toBeGreaterThanOrEqual(row.fetch + row.measure);
    }
  }, 60_000);

  it('times the page measure itself, not the promise of it: eight times the page costs more CPU', async () => {
    const [small, large] = await craftedPageCpu([32 * 1024, 256 * 1024], 3);
    expect(small!.cpu).toBeGreaterThan(0);
    expect(large!.cpu).toBeGreaterThan(small!.cpu);
  }, 60_000);
});
