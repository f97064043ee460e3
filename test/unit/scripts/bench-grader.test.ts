import { article, gradeTimes, median, sourcesOf } from '../../../scripts/bench/grader-run';

describe('bench:grader’s set-up, at tiny sizes', () => {
  it('writes articles of the words asked for, under their topics, the same for the same seed', () => {
    const text = article(120, ['flour types', 'feeding schedule'], 3);
    expect(text.split(/\s+/).filter((word) => /^[a-z]+\.?$/.test(word)).length).toBeGreaterThanOrEqual(120);
    expect(text).toContain('## Flour types');
    expect(article(120, ['flour types'], 3)).toBe(article(120, ['flour types'], 3));
  });

  it('counts each source’s terms and grades a draft, each run a positive CPU time', async () => {
    const sources = await sourcesOf(2, 200);
    expect(sources.every((source) => (source.terms?.length ?? 0) > 10)).toBe(true);
    const times = await gradeTimes(300, sources, 3);
    expect(times).toHaveLength(3);
    expect(times.every((time) => time > 0 && Number.isFinite(time))).toBe(true);
    expect(median([3, 1, 2])).toBe(2);
  });
});
