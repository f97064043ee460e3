import { contentTypeLabels } from '@lambdas/headline-hook/fields';
import { demoHeadlineSets } from '@lambdas/headline-hook/demo';
import { headlineSamples } from '@lambdas/headline-hook/demo-samples';
import { scoreHeadline } from '@/features/headline-hook/rubric/score';

/**
 * Issue 46.4: the scores rank. Over every set of ten we wrote (each trigger's two pools per archetype) and every
 * list the demo can show (those, Shorter's trimmed ones and Longer's), on every channel: at least five distinct
 * scores, the best and the worst at least 20 points apart, while 'Needs work' stays rare and names its fault.
 */
const written = Object.values(headlineSamples).flatMap((samples) =>
  Object.values(samples.headlines).flatMap((pools) => pools.map((pool) => [...pool])),
);
const demo = demoHeadlineSets();
const channels = Object.values(contentTypeLabels);

/** The sets of ten that do not rank on a channel, with their scores, so a failure shows which and why. */
const flat = (sets: string[][], channel: string) =>
  sets
    .map((set) => ({ set, totals: set.map((headline) => scoreHeadline(headline, channel).total) }))
    .filter(({ totals }) => new Set(totals).size < 5 || Math.max(...totals) - Math.min(...totals) < 20)
    .map(({ set, totals }) => `${totals.join(', ')}: ${set[0]}…`);

describe('headline scores over the written sets and every demo set', () => {
  it('has the sets it is meant to judge: 48 written sets of ten and more the demo shows', () => {
    expect(written).toHaveLength(48);
    expect(written.flat()).toHaveLength(480);
    expect(demo.length).toBeGreaterThan(written.length);
    for (const set of [...written, ...demo]) expect(set).toHaveLength(10);
  });

  it.each(channels)(
    'ranks every set of ten as %s: five distinct scores at least, 20 points apart',
    (channel) => {
      expect(flat(written, channel)).toEqual([]);
      expect(flat(demo, channel)).toEqual([]);
    },
  );

  it.each(channels)(
    'keeps 90 %% of the headlines free of "Needs work" as %s, each one naming its fault',
    (channel) => {
      for (const sets of [written, demo]) {
        const scores = sets.flat().map((headline) => scoreHeadline(headline, channel));
        const needsWork = scores.filter((score) => score.verdict === 'Needs work');
        expect(1 - needsWork.length / scores.length).toBeGreaterThanOrEqual(0.9);
        for (const score of needsWork) expect(score.faults.length).toBeGreaterThan(0);
      }
    },
  );
});
