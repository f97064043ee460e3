import { briefBenchSettings, runBriefBench } from '../../../scripts/bench/brief-run';

describe('bench:brief', () => {
  it('runs its whole setup with tiny sizes and measures both sides of the model call', async () => {
    const rows = await runBriefBench({ runs: 2, warmup: 1, firstTokenMs: 0, tokenIntervalMs: 0, tokens: 3 });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.beforeModel).toBeGreaterThan(0);
      expect(row.afterModel).toBeGreaterThan(0);
      expect(row.total).toBeGreaterThan(row.beforeModel + row.afterModel);
    }
  }, 60_000);

  it('refuses settings the functions’ environment schema refuses, naming the variable', () => {
    expect(briefBenchSettings('http://127.0.0.1:1', 28)).toMatchObject({ RATE_LIMIT_REQUESTS: '28' });
    expect(() => briefBenchSettings('http://127.0.0.1:1', 100_000)).toThrow(
      /bench:brief: the functions would refuse its settings: .*check RATE_LIMIT_REQUESTS/,
    );
  });
});
