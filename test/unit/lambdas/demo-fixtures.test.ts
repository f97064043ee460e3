import { BlogTopicRequestSchema } from '@lambdas/blog-topic/contract';
import { demoBlogIdeas, TITLE_MAX as BLOG_TITLE_MAX } from '@lambdas/blog-topic/demo';
import { excludedTopicOf } from '@lambdas/blog-topic/exclusions';
import { blogTopicTask } from '@lambdas/blog-topic/task';
import { ContentBriefRequestSchema } from '@lambdas/content-brief/contract';
import { demoBrief, META_MAX, TITLE_MAX as BRIEF_TITLE_MAX } from '@lambdas/content-brief/demo';
import { HeadlineRequestSchema } from '@lambdas/headline-hook/contract';
import { HEADLINE_MAX, SUBJECT_MAX } from '@lambdas/headline-hook/demo-headlines';
import { demoHeadlineList } from '@lambdas/headline-hook/demo';
import { LinkedInPostRequestSchema } from '@lambdas/linkedin-post/contract';
import { demoLinkedInPost } from '@lambdas/linkedin-post/demo';
import { clipsOf, IdeaGeneratorRequestSchema } from '@lambdas/idea-generator/contract';
import { demoIdeas, TITLE_MAX as IDEA_TITLE_MAX } from '@lambdas/idea-generator/demo';
import { ideaTask } from '@lambdas/idea-generator/task';
import { normaliseKeyword } from '@lambdas/shared/youtube/keyword';
import { demoVideos } from '@lambdas/youtube-search/demo';
import { splitBrief } from '@lambdas/shared/documents/brief-sections';
import { measurePost, paragraphsOf } from '@lambdas/linkedin-post/documents/post-length';
import { blogTopicInputs } from '../../fixtures/demo/blog-topic';
import { briefInputs } from '../../fixtures/demo/content-brief';
import { headlineInputs } from '../../fixtures/demo/headline-hook';
import { linkedinInputs } from '../../fixtures/demo/linkedin-post';
import { youtubeKeywords } from '../../fixtures/demo/youtube-analysis';
import { cutWords, missingWords, repeatedUrls, slips, sourceVocabulary } from '../../support/demo-checks';

const chars = (text: string) => Array.from(text).length;
const vocabulary = (tool: string) => sourceVocabulary(`lambdas/${tool}`, 'lambdas/shared/generator');

/** The checks every demo answer passes, given the fields the visitor filled in. */
function expectReadable(output: string, fields: Record<string, string>, words: Set<string>) {
  const filled = Object.entries(fields).filter(([, value]) => value.trim());
  expect({ slips: slips(output) }).toEqual({ slips: [] });
  expect({
    cut: cutWords(
      output,
      filled.map(([, v]) => v),
      words,
    ),
  }).toEqual({ cut: [] });
  expect({ repeated: repeatedUrls(output) }).toEqual({ repeated: [] });
  for (const [field, value] of filled) {
    expect({ field, missing: missingWords(value, output) }).toEqual({ field, missing: [] });
  }
  // The broken English the issue quotes: a noun phrase where a verb goes.
  expect(output).not.toMatch(/\b(?:how to|can) (?:fresh bread|un dessert)/i);
}

describe('demo content briefs over realistic inputs', () => {
  const words = vocabulary('content-brief');
  it('covers at least 15 inputs and every content type', () => {
    expect(briefInputs.length).toBeGreaterThanOrEqual(15);
    expect(new Set(briefInputs.map((b) => b.contentType)).size).toBe(6);
  });

  it.each(briefInputs.map((body, i) => [i, body.topic, body] as const))('#%i %s', (_i, _topic, body) => {
    const input = ContentBriefRequestSchema.parse(body);
    const brief = demoBrief(input);
    const section = (title: string) => splitBrief(brief).find((s) => s.title === title)?.body ?? '';
    const titles = section('Title Options').split('\n');
    expect(titles).toHaveLength(3);
    for (const title of titles) expect(chars(title.replace(/^- /, ''))).toBeLessThanOrEqual(BRIEF_TITLE_MAX);
    expect(titles[0]!.toLowerCase()).toContain(input.primaryKeywords[0]!.toLowerCase().replace(/[.!]+$/, ''));
    const meta = section('Meta Description');
    expect(chars(meta)).toBeLessThanOrEqual(META_MAX);
    expect(meta).toMatch(/[\p{L}\p{N}.]$/u);
    expectReadable(
      brief,
      {
        topic: input.topic,
        audience: input.targetAudience,
        ...Object.fromEntries(input.primaryKeywords.map((k, n) => [`keyword ${n}`, k])),
      },
      words,
    );
    for (const link of input.internalLinks) expect(brief.split(link)).toHaveLength(2);
  });
});

describe('demo headlines and hooks over realistic inputs', () => {
  const words = vocabulary('headline-hook');
  it('covers at least 15 inputs of each mode together, both modes', () => {
    expect(headlineInputs.length).toBeGreaterThanOrEqual(15);
    expect(new Set(headlineInputs.map((b) => b.mode))).toEqual(new Set(['headlines', 'hooks']));
  });

  it.each(headlineInputs.map((body, i) => [i, body.contentTopic, body] as const))(
    '#%i %s',
    (_i, _t, body) => {
      const input = HeadlineRequestSchema.parse(body);
      const items = demoHeadlineList(input).split('\n');
      items.forEach((item, n) => expect(item).toMatch(new RegExp(`^${n + 1}\\. [\\p{Lu}\\d"]`, 'u')));
      const texts = items.map((item) => item.replace(/^\d+\. /, ''));
      expect(new Set(texts).size).toBe(texts.length);
      if (input.mode === 'headlines') {
        expect(items).toHaveLength(10);
        const max = input.contentType === 'Email Subject Line' ? SUBJECT_MAX : HEADLINE_MAX;
        for (const text of texts) expect({ text, chars: chars(text) <= max }).toEqual({ text, chars: true });
      } else {
        expect(items).toHaveLength(5);
        for (const text of texts) expect(text).toMatch(/[.?!)]$/);
      }
      const extra: Record<string, string> =
        input.mode === 'headlines' ? { benefit: input.keyBenefit } : { problem: input.mainProblem };
      expectReadable(
        texts.join('\n'),
        { topic: input.contentTopic, audience: input.targetAudience, ...extra },
        words,
      );
    },
  );
});

describe('demo blog topic ideas over realistic inputs', () => {
  const words = vocabulary('blog-topic');
  it('covers at least 15 inputs and every content type', () => {
    expect(blogTopicInputs.length).toBeGreaterThanOrEqual(15);
    expect(new Set(blogTopicInputs.map((b) => b.contentType)).size).toBe(7);
  });

  it.each(blogTopicInputs.map((body, i) => [i, body.industry, body] as const))(
    '#%i %s',
    (_i, _industry, body) => {
      const input = BlogTopicRequestSchema.parse(body);
      const { ideas } = blogTopicTask(input).schema.parse(demoBlogIdeas(input));
      for (const idea of ideas) expect(chars(idea.title)).toBeLessThanOrEqual(BLOG_TITLE_MAX);
      expect(ideas.filter((idea) => excludedTopicOf(idea, input.excludeTopics))).toEqual([]);
      const text = ideas.flatMap((i) => [i.title, i.reasoning, i.example_cta ?? '']).join('\n');
      for (const url of input.competitorURLs)
        expect(text).toContain(new URL(url).hostname.replace(/^www\./, ''));
      expectReadable(
        text,
        {
          industry: input.industry,
          audience: input.targetAudience,
          ...Object.fromEntries(input.targetKeywords.map((k, n) => [`keyword ${n}`, k])),
        },
        words,
      );
    },
  );
});

describe('demo LinkedIn posts over realistic inputs', () => {
  const words = vocabulary('linkedin-post');
  it('covers at least 15 inputs and all three tabs', () => {
    expect(linkedinInputs.length).toBeGreaterThanOrEqual(15);
    expect(new Set(linkedinInputs.map((b) => b.postType)).size).toBe(3);
  });

  it.each(linkedinInputs.map((body, i) => [i, body.topic, body] as const))('#%i %s', (_i, _topic, body) => {
    const input = LinkedInPostRequestSchema.parse(body);
    const post = demoLinkedInPost(input);
    expect(measurePost(post, input.postLength)).toMatchObject({
      paragraphsOnTarget: true,
      withinBudget: true,
      withinLinkedInLimit: true,
      hookBeforeFold: true,
    });
    const fields: Record<string, string> = { topic: input.topic, insight: input.industryInsight };
    if (input.postType === 'story') fields.experience = input.experience;
    if (input.postType === 'promotion') {
      input.valuePoints.split('\n').forEach((point, n) => (fields[`value point ${n}`] = point));
      expect(post).toContain(input.contentLink);
    }
    if (input.includeCTA === 'yes' && input.ctaLink) expect(post).toContain(input.ctaLink);
    expect(paragraphsOf(post).at(-1)).not.toBe('');
    expectReadable(post, fields, words);
  });
});

describe('demo YouTube samples and content ideas over realistic keywords', () => {
  const videoWords = vocabulary('youtube-search');
  const ideaWords = vocabulary('idea-generator');
  it('covers at least 15 keywords', () => {
    expect(youtubeKeywords.length).toBeGreaterThanOrEqual(15);
  });

  it.each(youtubeKeywords.map((keyword, i) => [i, keyword] as const))('#%i %s', (_i, keyword) => {
    const videos = demoVideos(normaliseKeyword(keyword));
    const names = videos.map((video) => video.name);
    expect(new Set(names).size).toBe(15);
    for (const name of names) expect(chars(name)).toBeLessThanOrEqual(100);
    expectReadable([...names, videos[0]!.description].join('\n'), { keyword }, videoWords);

    const input = IdeaGeneratorRequestSchema.parse({ topic: keyword, clips: clipsOf(videos) });
    const { ideas } = ideaTask(input).schema.parse(demoIdeas(input));
    for (const idea of ideas) expect(chars(idea.title)).toBeLessThanOrEqual(IDEA_TITLE_MAX);
    const text = ideas.flatMap((idea) => [idea.title, idea.summary, idea.cta]).join('\n');
    expectReadable(text, { keyword }, ideaWords);
  });
});
