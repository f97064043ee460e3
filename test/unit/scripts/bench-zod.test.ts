import { zodShares } from '../../../scripts/bench/zod-run';

describe('bench:zod', () => {
  it('runs its whole setup for one function: zod weighs something, and the bundle without it sits above its floor', () => {
    const [row, ...others] = zodShares(['health']);
    expect(others).toEqual([]);
    expect(row!.id).toBe('health');
    expect(row!.withZod).toBeGreaterThan(row!.withoutZod);
    expect(row!.withoutZod).toBeGreaterThan(row!.floor);
  }, 60_000);
});
