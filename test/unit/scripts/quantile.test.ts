import { median, quantile } from '../../../scripts/bench/import-time';

describe('the bench statistics', () => {
  it('interpolates a quantile between the two nearest values, in any input order', () => {
    const values = [40, 10, 30, 20];
    expect(quantile(values, 0)).toBe(10);
    expect(quantile(values, 0.25)).toBe(17.5);
    expect(quantile(values, 0.75)).toBe(32.5);
    expect(quantile(values, 1)).toBe(40);
    expect(values).toEqual([40, 10, 30, 20]);
  });

  it('takes the middle value as median, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});
