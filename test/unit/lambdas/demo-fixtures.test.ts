import { BlogTopicRequestSchema } from '@lambdas/blog-topic/contract';
import { demoBlogIdeas } from '@lambdas/blog-topic/demo';
import { ideaSamples } from '@lambdas/blog-topic/demo-samples';
import { excludedTopicOf } from '@lambdas/blog-topic/exclusions';
import { blogTopicTask } from '@lambdas/blog-topic/task';
import { BrandFieldsSchema, RoastResultSchema } from '@lambdas/brand-roast/contract';
import { demoRoast, demoRoastVariant, roastArchetype } from '@lambdas/brand-roast/demo';
import { ContentBriefRequestSchema } from '@lambdas/content-brief/contract';
import { demoBrief, demoBriefVariant } from '@lambdas/content-brief/demo';
import { HeadlineRequestSchema } from '@lambdas/headline-hook/contract';
import { demoHeadlineList, demoHeadlineVariant } from '@lambdas/headline-hook/demo';
import { clipsOf, IdeaGeneratorRequestSchema } from '@lambdas/youtube-analysis/contract';
import { demoIdeas, demoIdeaVariant } from '@lambdas/youtube-analysis/demo';
import { ideaTask } from '@lambdas/youtube-analysis/task';
import { CritiqueRequestSchema } from '@lambdas/landing-page-critique/contract';
import { demoCritique, demoCritiqueVariant } from '@lambdas/landing-page-critique/demo';
import { LinkedInPostRequestSchema } from '@lambdas/linkedin-post/contract';
import { demoLinkedInPost, demoLinkedInVariant } from '@lambdas/linkedin-post/demo';
import { measurePost } from '@lambdas/linkedin-post/documents/post-length';
import type { DemoSample } from '@lambdas/shared/contracts/generation';
import { demoSampleHeader } from '@lambdas/shared/contracts/demo-lines';
import type { ArchetypeChoice } from '@lambdas/shared/generator/nearest-archetype';
import { archetypes, type ArchetypeId } from '@lambdas/shared/generator/demo-archetypes';
import { variantNotes } from '@lambdas/shared/generator/demo-sample';
import { OnlinePresenceRequestSchema, PresenceAnalysisSchema } from '@lambdas/show-up-online/contract';
import { demoPresenceAnalysis, demoPresenceVariant } from '@lambdas/show-up-online/demo';
import { normaliseKeyword } from '@lambdas/shared/youtube/keyword';
import { demoVideos } from '@lambdas/youtube-analysis/search/demo';
import { sampleVideoTitles } from '@lambdas/youtube-analysis/search/demo-samples';
import { blogTopicInputs } from '../../fixtures/demo/blog-topic';
import { briefInputs } from '../../fixtures/demo/content-brief';
import { headlineInputs } from '../../fixtures/demo/headline-hook';
import { linkedinInputs } from '../../fixtures/demo/linkedin-post';
import { issue38Businesses } from '../../fixtures/demo/issue-38';
import { newcomers } from '../../fixtures/demo/newcomers';
import { youtubeKeywords } from '../../fixtures/demo/youtube-analysis';

/** A formal rewrite is one the demo cannot do: it answers a written sample with that note, anything else with another. */
const isWritten = (variant: (kind: { kind: 'formal' }) => { note?: string }) =>
  variant({ kind: 'formal' }).note === variantNotes.formal;

/** The header names the archetype's business and shows the visitor's text in the labelled field, clipped if long. */
function expectHeader(sample: DemoSample, archetype: ArchetypeId, label: string, value: string) {
  expect(sample.business).toBe(archetypes[archetype].business);
  const field = sample.fields.find((f) => f.label === label);
  const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
  expect(spaced(value).startsWith(field!.value.replace(/…$/, ''))).toBe(true);
}

describe('demo content briefs over realistic inputs', () => {
  it.each(briefInputs.map(({ archetype, body }, i) => [i, body.topic, archetype, body] as const))(
    '#%i %s → %s',
    (_i, _topic, archetype, body) => {
      const { content, sample } = demoBrief(ContentBriefRequestSchema.parse(body));
      expectHeader(sample, archetype, 'Topic', body.topic);
      expect(isWritten((instruction) => demoBriefVariant(content, instruction))).toBe(true);
    },
  );
});

describe('demo headlines and hooks over realistic inputs', () => {
  it.each(headlineInputs.map(({ archetype, body }, i) => [i, body.contentTopic, archetype, body] as const))(
    '#%i %s → %s',
    (_i, _topic, archetype, body) => {
      const input = HeadlineRequestSchema.parse(body);
      const { content, sample } = demoHeadlineList(input);
      expectHeader(sample, archetype, 'Topic', input.contentTopic);
      expect(content.split('\n')).toHaveLength(input.mode === 'headlines' ? 10 : 5);
      expect(isWritten((instruction) => demoHeadlineVariant(content, instruction))).toBe(true);
    },
  );
});

describe('demo blog topic ideas over realistic inputs', () => {
  const written = new Set(
    Object.values(ideaSamples).flatMap((pools) => pools.flat().map(([title]) => title)),
  );
  it.each(blogTopicInputs.map(({ archetype, body }, i) => [i, body.industry, archetype, body] as const))(
    '#%i %s → %s',
    (_i, _industry, archetype, body) => {
      const input = BlogTopicRequestSchema.parse(body);
      const { content, sample } = demoBlogIdeas(input);
      const { ideas } = blogTopicTask(input).schema.parse(content);
      expect(sample.business).toBe(archetypes[archetype].business);
      expect(ideas.every((idea) => written.has(idea.title))).toBe(true);
      expect(ideas.filter((idea) => excludedTopicOf(idea, input.excludeTopics))).toEqual([]);
    },
  );
});

describe('demo LinkedIn posts over realistic inputs', () => {
  it.each(linkedinInputs.map(({ archetype, body }, i) => [i, body.topic, archetype, body] as const))(
    '#%i %s → %s',
    (_i, _topic, archetype, body) => {
      const input = LinkedInPostRequestSchema.parse(body);
      const { content, sample } = demoLinkedInPost(input);
      expectHeader(sample, archetype, 'Topic', input.topic);
      expect(measurePost(content, input.postLength)).toMatchObject({
        paragraphsOnTarget: true,
        withinBudget: true,
      });
      expect(isWritten((instruction) => demoLinkedInVariant(content, instruction))).toBe(true);
    },
  );
});

describe('demo YouTube samples and content ideas over realistic keywords', () => {
  it.each(youtubeKeywords.map(({ archetype, keyword }, i) => [i, keyword, archetype] as const))(
    '#%i %s → %s',
    (_i, keyword, archetype) => {
      const videos = demoVideos(normaliseKeyword(keyword));
      expect(videos.map((video) => video.name)).toEqual(
        sampleVideoTitles[archetype].map((t) => `Sample: ${t}`),
      );
      const input = IdeaGeneratorRequestSchema.parse({ topic: keyword, clips: clipsOf(videos) });
      const { content, sample } = demoIdeas(input);
      expect(ideaTask(input).schema.safeParse(content).error).toBeUndefined();
      expectHeader(sample, archetype, 'Keyword', input.topic);
      expect(isWritten((instruction) => demoIdeaVariant(content, instruction))).toBe(true);
    },
  );
});

describe.each(newcomers.map((n) => [n.brandName, n.archetype, n] as const))(
  'the first-impressions business %s gets the %s samples in every tool',
  (_name, archetype, n) => {
    const business = archetypes[archetype].business;
    it('brief, headlines, hooks, blog topics and LinkedIn', () => {
      const brief = ContentBriefRequestSchema.parse({
        experience_level: 'non-marketer',
        topic: n.topic,
        primaryKeywords: [n.keyword],
        targetAudience: n.audience,
        contentGoal: 'convert',
        contentType: 'social-post',
        briefDepth: '280-max',
      });
      expect(demoBrief(brief).sample.business).toBe(business);
      expect(demoBrief(brief).content).toMatch(/Draft post: /);
      const common = { contentTopic: n.topic, targetAudience: n.audience, tone: 'casual' };
      const headlines = {
        mode: 'headlines',
        ...common,
        contentType: 'Blog Post',
        emotionalTrigger: 'Promise of Gain',
      };
      const hooks = { mode: 'hooks', ...common, mainProblem: n.problem, hookStyle: 'story' };
      for (const body of [headlines, hooks])
        expect(demoHeadlineList(HeadlineRequestSchema.parse(body)).sample.business).toBe(business);
      const topics = BlogTopicRequestSchema.parse({
        industry: n.industry,
        targetKeywords: n.keyword,
        targetAudience: n.audience,
      });
      expect(demoBlogIdeas(topics).sample.business).toBe(business);
      const post = { postType: 'standard', personalStyle: 'educational', topic: n.topic, goal: 'engagement' };
      const linkedin = LinkedInPostRequestSchema.parse({
        ...post,
        industryInsight: n.description,
        includeCTA: 'no',
        postLength: 'medium',
      });
      expect(demoLinkedInPost(linkedin).sample.business).toBe(business);
    });

    it('critique, Show Up Online, YouTube ideas and roast', () => {
      const request = CritiqueRequestSchema.parse({
        mode: 'url',
        landingPageUrl: n.website,
        industry: n.industry,
        targetAudience: n.audience,
        conversionGoal: 'lead-capture',
      });
      // The critique is written from the page's own measured checks (issue 38), not from an archetype's page.
      const critique = demoCritique({ request, checks: [], pageText: n.description });
      expect(critique.sample).toMatchObject({ business: 'your page', matched: true });
      const refined = { analysis: critique.content, checks: [] };
      expect(demoCritiqueVariant(critique.content, { kind: 'formal' }, refined).note).toBe(
        variantNotes.formal,
      );
      const presence = demoPresenceAnalysis({
        request: OnlinePresenceRequestSchema.parse({
          companyName: n.brandName,
          websiteUrl: n.website,
          industry: n.industry,
        }),
        siteFacts: null,
        siteError: null,
      });
      expect(PresenceAnalysisSchema.safeParse(presence.content).error).toBeUndefined();
      expectHeader(presence.sample, archetype, 'Company', n.brandName);
      expect(isWritten((instruction) => demoPresenceVariant(presence.content, instruction))).toBe(true);
      const videos = demoVideos(normaliseKeyword(n.keyword));
      const ideas = demoIdeas(IdeaGeneratorRequestSchema.parse({ topic: n.keyword, clips: clipsOf(videos) }));
      expect(ideas.sample.business).toBe(business);
      const brand = BrandFieldsSchema.parse({ ...n, websiteURL: n.website });
      const roast = demoRoast({ ...brand, site: null });
      expect(RoastResultSchema.safeParse(roast.content).error).toBeUndefined();
      expectHeader(roast.sample, archetype, 'Brand', n.brandName);
      expect(isWritten((instruction) => demoRoastVariant(roast.content, instruction))).toBe(true);
    });
  },
);

/** The first line names the sample's business: as the visitor's own trade, or as another's with what a model would write about. */
function expectTruthfulHeader(sample: DemoSample, expected: ArchetypeChoice, about: string) {
  expect(sample.business).toBe(archetypes[expected.id].business);
  expect(sample.matched).toBe(expected.matched);
  const header = demoSampleHeader(sample);
  expect(header).toContain(archetypes[expected.id].business);
  if (!expected.matched) expect(header).toMatch(new RegExp(`the answer is about ${escape(about)}\\.$`));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(issue38Businesses.map((b) => [b.brandName, b] as const))(
  'the issue 38 business %s reads whose sample it is in every tool',
  (_name, b) => {
    it('brief, headlines, blog topics, LinkedIn, Show Up Online, YouTube ideas and roast', () => {
      const { expected } = b;
      const brief = demoBrief(
        ContentBriefRequestSchema.parse({
          experience_level: 'non-marketer',
          topic: b.industry,
          primaryKeywords: [b.keyword],
          targetAudience: b.audience,
          contentGoal: 'convert',
          contentType: 'blog-post',
          briefDepth: '1000-1500',
        }),
      );
      expectTruthfulHeader(brief.sample, expected, `“${b.industry}”`);
      const headlines = demoHeadlineList(
        HeadlineRequestSchema.parse({
          mode: 'headlines',
          contentTopic: b.industry,
          targetAudience: b.audience,
          tone: 'casual',
          contentType: 'Blog Post',
          emotionalTrigger: 'Curiosity',
        }),
      );
      expectTruthfulHeader(headlines.sample, expected, `“${b.industry}”`);
      const topics = demoBlogIdeas(
        BlogTopicRequestSchema.parse({
          industry: b.industry,
          targetKeywords: b.keyword,
          targetAudience: b.audience,
        }),
      );
      expectTruthfulHeader(topics.sample, expected, `“${b.industry}”`);
      const post = demoLinkedInPost(
        LinkedInPostRequestSchema.parse({
          postType: 'standard',
          personalStyle: 'educational',
          topic: b.industry,
          goal: 'engagement',
          industryInsight: b.description,
          includeCTA: 'no',
          postLength: 'medium',
        }),
      );
      expectTruthfulHeader(post.sample, expected, `“${b.industry}”`);
      const presence = demoPresenceAnalysis({
        request: OnlinePresenceRequestSchema.parse({
          companyName: b.brandName,
          websiteUrl: b.website,
          industry: b.industry,
        }),
        siteFacts: null,
        siteError: null,
      });
      expectTruthfulHeader(presence.sample, expected, b.brandName);
      const videos = demoVideos(normaliseKeyword(b.industry));
      const ideas = demoIdeas(
        IdeaGeneratorRequestSchema.parse({ topic: b.industry, clips: clipsOf(videos) }),
      );
      expectTruthfulHeader(ideas.sample, expected, `“${b.industry}”`);
      const roast = demoRoast({ ...BrandFieldsSchema.parse({ ...b, websiteURL: b.website }), site: null });
      expectTruthfulHeader(roast.sample, nearestArchetypeOfRoast(b), b.brandName);
    });
  },
);

/** The roast reads the description and tagline too, so its choice is its own. */
const nearestArchetypeOfRoast = (b: (typeof issue38Businesses)[number]) =>
  roastArchetype({ ...BrandFieldsSchema.parse({ ...b, websiteURL: b.website }), site: null });
