import { browserRows } from '../../../scripts/bench/grader-browser';
import { hostileCases, hostileRuns } from '../../../scripts/bench/grader-hostile';
import { article, gradeTimes, median, regradeTimes, sourcesOf } from '../../../scripts/bench/grader-run';
import { startGraderStack, type GraderStack } from '../../../scripts/bench/grader-stack';

describe('bench:grader’s set-up, at tiny sizes', () => {
  it('writes articles of the words asked for, under their topics, the same for the same seed', () => {
    const text = article(120, ['flour types', 'feeding schedule'], 3);
    expect(text.split(/\s+/).filter((word) => /^[a-z]+\.?$/.test(word)).length).toBeGreaterThanOrEqual(120);
    expect(text).toContain('## Flour types');
    expect(article(120, ['flour types'], 3)).toBe(article(120, ['flour types'], 3));
  });

  it('counts each source’s terms, grades and re-grades a draft, each run a positive CPU time', async () => {
    const sources = await sourcesOf(2, 200);
    expect(sources.every((source) => (source.terms?.length ?? 0) > 10)).toBe(true);
    const times = await gradeTimes(300, sources, 3);
    const regrades = await regradeTimes(300, sources, 3);
    for (const runs of [times, regrades]) {
      expect(runs).toHaveLength(3);
      expect(runs.every((time) => time > 0 && Number.isFinite(time))).toBe(true);
    }
    expect(median([3, 1, 2])).toBe(2);
  });
});

describe('bench:grader on the in-process stack, at tiny sizes', () => {
  let stack: GraderStack;
  beforeAll(async () => {
    stack = await startGraderStack({ web: true, build: false });
  }, 60_000);
  afterAll(() => stack?.close());

  it('posts every hostile input, answered 2xx or 4xx with the health check answering meanwhile', async () => {
    const runs = await hostileRuns(stack, 0.01);
    expect(runs.map((run) => run.name)).toEqual(Object.keys(hostileCases()));
    for (const run of runs) {
      expect([run.name, run.status >= 200 && run.status < 500]).toEqual([run.name, true]);
      expect(run.cpuMs).toBeGreaterThan(0);
      expect(run.health.answered).toBeGreaterThan(0);
      expect(run.health.failed).toBe(0);
    }
  }, 120_000);

  it('times a pause in Chromium from the last keystroke to the grade on screen, and weighs the editor’s worker', async () => {
    const rows = await browserRows(stack, 300, 1);
    // Times, not their size: a loaded machine may re-grade a pause between two keystrokes too.
    for (const run of [...rows.pauses, ...rows.slowPauses]) {
      expect(run.toScore).toBeGreaterThan(0);
      expect(Number.isFinite(run.grading)).toBe(true);
      expect(run.longTasks.count).toBeGreaterThanOrEqual(0);
    }
    // The NLP's model alone is most of a megabyte: what the first load never carries.
    expect(rows.editorBytes.gzip).toBeGreaterThan(500 * 1024);
    expect(rows.editorBytes.brotli).toBeLessThan(rows.editorBytes.gzip);
    // 17 s alone at load 3; its waits add up past 120 s under load 20 (seen once): a hang guard with room.
  }, 360_000);
});
