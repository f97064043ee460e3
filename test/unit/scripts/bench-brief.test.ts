import { briefBenchSettings, runBriefBench, storeCalls } from '../../../scripts/bench/brief-run';

describe('bench:brief', () => {
  it('runs its whole setup with tiny sizes and measures both sides of the model call', async () => {
    const rows = await runBriefBench({ runs: 2, warmup: 1, firstTokenMs: 0, tokenIntervalMs: 0, tokens: 3 });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.beforeModel).toBeGreaterThan(0);
      expect(row.afterModel).toBeGreaterThan(0);
      expect(row.total).toBeGreaterThan(row.beforeModel + row.afterModel);
      // The guard: the visitor, then the network's share, then the day's (a network's refusal never holds the
      // day: issue 48, L1); the settlement after the stream.
      expect(row.before).toEqual({ calls: 3, roundTrips: 3 });
      expect(row.after.calls).toBe(0);
      expect(row.late.calls).toBe(3);
    }
  }, 60_000);

  it('refuses settings the functions’ environment schema refuses, naming the variable', () => {
    expect(briefBenchSettings('http://127.0.0.1:1', 28)).toMatchObject({ RATE_LIMIT_REQUESTS: '28' });
    expect(() => briefBenchSettings('http://127.0.0.1:1', 100_000)).toThrow(
      /bench:brief: the functions would refuse its settings: .*check RATE_LIMIT_REQUESTS/,
    );
  });

  it('counts DynamoDB calls that overlap as one round trip, and calls one after another as several', () => {
    const calls = [
      { start: 0, end: 5 },
      { start: 1, end: 6 },
      { start: 7, end: 9 },
      { start: 20, end: 25 },
    ];
    expect(storeCalls(calls, 0, 10)).toEqual({ calls: 3, roundTrips: 2 });
    expect(storeCalls(calls, 15, 30)).toEqual({ calls: 1, roundTrips: 1 });
    expect(storeCalls(calls, 26, 30)).toEqual({ calls: 0, roundTrips: 0 });
  });
});
