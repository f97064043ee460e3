import { BlogIdeaSchema, IDEA_COUNT as BLOG_IDEA_COUNT } from '@lambdas/blog-topic/contract';
import { TITLE_MAX as BLOG_TITLE_MAX } from '@lambdas/blog-topic/demo';
import { ideaSamples } from '@lambdas/blog-topic/demo-samples';
import { RoastResultSchema, TAGLINE_COUNT } from '@lambdas/brand-roast/contract';
import { demoRoastVariant } from '@lambdas/brand-roast/demo';
import { roastSamples } from '@lambdas/brand-roast/demo-samples';
import { contentTypes } from '@lambdas/content-brief/contract';
import { META_MAX, TITLE_MAX as BRIEF_TITLE_MAX } from '@lambdas/content-brief/demo';
import { briefSamples } from '@lambdas/content-brief/demo-samples';
import { briefSections } from '@lambdas/content-brief/prompt';
import { SUBJECT_MAX } from '@lambdas/headline-hook/demo';
import { headlineSamples } from '@lambdas/headline-hook/demo-samples';
import { itemCounts } from '@lambdas/headline-hook/prompt';
import { TITLE_MAX as IDEA_TITLE_MAX } from '@lambdas/youtube-analysis/demo';
import { videoIdeaSamples } from '@lambdas/youtube-analysis/demo-samples';
import { ideasSchemaFor } from '@lambdas/youtube-analysis/task';
import { postTypes } from '@lambdas/linkedin-post/contract';
import { postSamples } from '@lambdas/linkedin-post/demo-samples';
import { measurePost, postLengths } from '@lambdas/linkedin-post/documents/post-length';
import { splitBrief } from '@lambdas/shared/documents/brief-sections';
import { archetypeIds } from '@lambdas/shared/generator/demo-archetypes';
import { levels, textAt, wordCount } from '@lambdas/shared/generator/demo-levels';
import { PresenceAnalysisSchema } from '@lambdas/show-up-online/contract';
import { demoPresenceVariant } from '@lambdas/show-up-online/demo';
import { presenceSamples } from '@lambdas/show-up-online/demo-samples';
import { sampleVideoTitles } from '@lambdas/youtube-analysis/search/demo-samples';

const chars = (text: string) => Array.from(text).length;
const sectionTitles = (text: string) => splitBrief(text).map((section) => section.title);
const section = (text: string, title: string) => splitBrief(text).find((s) => s.title === title)?.body ?? '';
const bullets = (body: string) => body.split('\n').map((line) => line.replace(/^- /, ''));

/** Each written length of a sample has more words than the one before. */
const expectGrowing = (versions: string[]) =>
  versions
    .slice(1)
    .forEach((version, i) => expect(wordCount(version)).toBeGreaterThan(wordCount(versions[i]!)));

describe.each(archetypeIds)('the %s samples', (id) => {
  it.each([...contentTypes, 'single-post' as const])(
    'brief %s: every section in order, within the limits',
    (kind) => {
      const versions = levels.map((level) => textAt(briefSamples[id][kind], level));
      for (const text of versions) {
        const titles = sectionTitles(text);
        const outline = kind === 'social-post' ? ['Post 1', 'Post 2', 'Post 3'] : ['Outline'];
        expect(titles).toEqual(briefSections.flatMap((title) => (title === 'Outline' ? outline : [title])));
        const options = bullets(section(text, 'Title Options'));
        expect(options).toHaveLength(3);
        for (const title of options) expect(chars(title)).toBeLessThanOrEqual(BRIEF_TITLE_MAX);
        expect(chars(section(text, 'Meta Description'))).toBeLessThanOrEqual(META_MAX);
      }
      if (kind === 'single-post') {
        const draft = /^- Draft post: (.+)$/m.exec(versions[1]!)?.[1] ?? '';
        expect(chars(draft)).toBeGreaterThan(100);
        expect(chars(draft)).toBeLessThanOrEqual(280);
      }
      expectGrowing(versions);
    },
  );

  it('headlines: 10 and 10 more per trigger, each short enough for an email subject line', () => {
    for (const [first, second] of Object.values(headlineSamples[id].headlines)) {
      expect([first.length, second.length]).toEqual([itemCounts.headlines, itemCounts.headlines]);
      const all = [...first, ...second];
      expect(new Set(all.map((h) => h.toLowerCase())).size).toBe(all.length);
      for (const headline of all) expect(chars(headline)).toBeLessThanOrEqual(SUBJECT_MAX);
    }
  });

  it('hooks: 5 and 5 more per style, each a finished sentence', () => {
    for (const [first, second] of Object.values(headlineSamples[id].hooks)) {
      expect([first.length, second.length]).toEqual([itemCounts.hooks, itemCounts.hooks]);
      for (const hook of [...first, ...second]) expect(hook).toMatch(/[.?!]["”]?$/);
    }
  });

  it('blog topics: two pools of 8 valid ideas, every format in each, titles within 70 characters', () => {
    for (const pool of ideaSamples[id]) {
      expect(pool).toHaveLength(8);
      expect(new Set(pool.map(([, type]) => type)).size).toBe(6);
      for (const [title, type, reasoning, cta] of pool) {
        expect(BlogIdeaSchema.safeParse({ title, type, reasoning, example_cta: cta }).error).toBeUndefined();
        expect(chars(title)).toBeLessThanOrEqual(BLOG_TITLE_MAX);
      }
    }
    expect(ideaSamples[id].flat().length).toBeGreaterThanOrEqual(BLOG_IDEA_COUNT.max);
  });

  it.each(postTypes)('LinkedIn %s post: short, medium and long each keep their length rules', (type) => {
    const versions = postLengths.map((length, level) => {
      const post = textAt(postSamples[id][type], levels[level]!);
      expect(measurePost(post, length)).toMatchObject({
        paragraphsOnTarget: true,
        withinBudget: true,
        withinLinkedInLimit: true,
        hookBeforeFold: true,
      });
      return post;
    });
    expectGrowing(versions);
  });

  it('Show Up Online: a valid analysis at every length, growing with it', () => {
    const shorter = demoPresenceVariant(analysis(id), { kind: 'shorter' });
    const longer = demoPresenceVariant(analysis(id), { kind: 'longer' });
    expect([shorter.note, longer.note]).toEqual([undefined, undefined]);
    const versions = [shorter.content, analysis(id), longer.content];
    for (const version of versions) expect(PresenceAnalysisSchema.safeParse(version).error).toBeUndefined();
    expectGrowing(versions.map((version) => JSON.stringify(version)));
    expect(longer.content.recommendations).toHaveLength(7);
  });

  it('YouTube: 15 sample videos and two pools of 8 ideas that cite them', () => {
    expect(new Set(sampleVideoTitles[id]).size).toBe(15);
    for (const title of sampleVideoTitles[id]) expect(chars(`Sample: ${title}`)).toBeLessThanOrEqual(100);
    for (const pool of videoIdeaSamples[id]) {
      const ideas = pool.map(([title, summary, format, cta, basedOn]) => ({
        title,
        summary,
        format,
        cta,
        basedOn: [...basedOn],
      }));
      expect(ideasSchemaFor(15).safeParse({ ideas }).error).toBeUndefined();
      for (const idea of ideas) expect(chars(idea.title)).toBeLessThanOrEqual(IDEA_TITLE_MAX);
    }
  });

  it('roast: valid at every length, 3 to 5 taglines of at most 60 characters in each pool', () => {
    const sample = roastSamples[id];
    for (const pool of sample.taglines) {
      expect(pool).toHaveLength(TAGLINE_COUNT.max);
      for (const tagline of pool) expect(chars(tagline)).toBeLessThanOrEqual(60);
    }
    const longer = demoRoastVariant(roastOf(id), { kind: 'longer' });
    const shorter = demoRoastVariant(roastOf(id), { kind: 'shorter' });
    expect([shorter.note, longer.note]).toEqual([undefined, undefined]);
    const [shortest, longest] = [shorter.content, longer.content];
    for (const result of [shortest, roastOf(id), longest])
      expect(RoastResultSchema.safeParse(result).error).toBeUndefined();
    expectGrowing([shortest, roastOf(id), longest].map((result) => JSON.stringify(result)));
  });
});

/** The written analysis at its standard length, as the tool answers it. */
function analysis(id: (typeof archetypeIds)[number]) {
  const sample = presenceSamples[id];
  return {
    estimated_primary_keyword: sample.primary,
    keyword_difficulty_estimate: sample.difficulty,
    easier_alternatives: sample.alternatives.slice(0, 4),
    related_keywords: sample.related.slice(0, 6),
    recommendations: sample.recommendations
      .slice(0, 5)
      .map(([recommendation, why_it_matters, how_to_do_it]) => ({
        recommendation,
        why_it_matters,
        how_to_do_it,
      })),
  };
}

/** The written roast at its standard length, first taglines, as the tool answers it. */
function roastOf(id: (typeof archetypeIds)[number]) {
  const sample = roastSamples[id];
  const prose = (text: string) => textAt(text, 1).split('\n').join(' ');
  return {
    roast: prose(sample.roast),
    rebuild: {
      new_taglines: sample.taglines[0].slice(0, 4),
      elevator_pitch: prose(sample.pitch),
      voice: sample.voice.slice(0, 4),
    },
  };
}
