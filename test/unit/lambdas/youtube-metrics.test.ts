import { normaliseKeyword } from '@lambdas/shared/youtube/keyword';
import { engagementRate, outlierScore } from '@lambdas/shared/youtube/metrics';

describe('keyword normalisation (the cache key)', () => {
  it.each([
    ['  Sourdough   Baking ', 'sourdough baking'],
    ['SOURDOUGH\tbaking\n', 'sourdough baking'],
    ['sourdough baking', 'sourdough baking'],
    ['Crème  Brûlée', 'crème brûlée'],
  ])('turns %j into %j', (typed, key) => {
    expect(normaliseKeyword(typed)).toBe(key);
  });

  it('keeps different words apart', () => {
    expect(normaliseKeyword('sour dough')).not.toBe(normaliseKeyword('sourdough'));
  });
});

describe('outlier score: views per channel subscriber', () => {
  it('divides views by subscribers, to two decimals', () => {
    expect(outlierScore(41_000, 10_000)).toBe(4.1);
    expect(outlierScore(1, 3)).toBe(0.33);
  });

  it('is null when the subscriber count is hidden, the channel is gone, or has nobody', () => {
    expect(outlierScore(41_000, null)).toBeNull();
    expect(outlierScore(41_000, 0)).toBeNull();
  });

  it('is null when views are unknown, and 0 for an unwatched video', () => {
    expect(outlierScore(null, 10_000)).toBeNull();
    expect(outlierScore(0, 10_000)).toBe(0);
  });
});

describe('engagement rate: (likes + comments) / views', () => {
  it('adds likes and comments and divides by views', () => {
    expect(engagementRate(10_000, 400, 100)).toBe(0.05);
    expect(engagementRate(3, 1, 0)).toBe(0.3333);
  });

  it('is null rather than understated when likes or comments are hidden', () => {
    expect(engagementRate(10_000, null, 100)).toBeNull();
    expect(engagementRate(10_000, 400, null)).toBeNull();
  });

  it('is null without views to divide by', () => {
    expect(engagementRate(null, 400, 100)).toBeNull();
    expect(engagementRate(0, 0, 0)).toBeNull();
  });
});
