import { BlogTopicRequestSchema } from '@lambdas/blog-topic/contract';
import { demoBlogIdeas, demoBlogVariant } from '@lambdas/blog-topic/demo';
import { demoRoast, demoRoastVariant } from '@lambdas/brand-roast/demo';
import { ContentBriefRequestSchema } from '@lambdas/content-brief/contract';
import { demoBrief, demoBriefVariant } from '@lambdas/content-brief/demo';
import { HeadlineRequestSchema } from '@lambdas/headline-hook/contract';
import { demoHeadlineList, demoHeadlineVariant } from '@lambdas/headline-hook/demo';
import { clipsOf, IdeaGeneratorRequestSchema } from '@lambdas/youtube-analysis/contract';
import { demoIdeas, demoIdeaVariant } from '@lambdas/youtube-analysis/demo';
import { CritiqueRequestSchema } from '@lambdas/landing-page-critique/contract';
import { demoCritique, demoCritiqueVariant } from '@lambdas/landing-page-critique/demo';
import { checkOrder } from '@lambdas/landing-page-critique/demo-samples/checks';
import type { PageCheck } from '@lambdas/shared/contracts/page-checks';
import { LinkedInPostRequestSchema } from '@lambdas/linkedin-post/contract';
import { demoLinkedInPost, demoLinkedInVariant } from '@lambdas/linkedin-post/demo';
import { wordCount } from '@lambdas/shared/generator/demo-levels';
import { variantNotes, type DemoVariant, type Instruction } from '@lambdas/shared/generator/demo-sample';
import { OnlinePresenceRequestSchema } from '@lambdas/show-up-online/contract';
import { demoPresenceAnalysis, demoPresenceVariant } from '@lambdas/show-up-online/demo';
import { demoVideos } from '@lambdas/youtube-analysis/search/demo';

const words = (answer: unknown) =>
  typeof answer === 'string'
    ? wordCount(answer)
    : wordCount(JSON.stringify(answer).replace(/[{}[\]",:]/g, ' '));

/** A tool's first answer, its variant function, and whether it is a list with a second pool. */
interface Case {
  answer: unknown;
  variant: (previous: never, instruction: Instruction, answer?: unknown) => DemoVariant<unknown>;
  list: boolean;
  /** The whole answer a refinement sends back, for a demo written from what the tool measured. */
  answerOf?: (text: string) => unknown;
}

const brief = ContentBriefRequestSchema.parse({
  experience_level: 'marketer',
  topic: 'Boiler servicing before winter',
  primaryKeywords: ['boiler service'],
  targetAudience: 'homeowners',
  contentGoal: 'convert',
  contentType: 'blog-post',
  briefDepth: '750-1000',
});
const headlines = HeadlineRequestSchema.parse({
  mode: 'headlines',
  contentTopic: 'Weekend brunch',
  targetAudience: 'families',
  tone: 'Casual',
  contentType: 'Blog Post',
  emotionalTrigger: 'Curiosity',
});
const hooks = HeadlineRequestSchema.parse({ ...headlines, mode: 'hooks', hookStyle: 'question' });
const topics = BlogTopicRequestSchema.parse({
  industry: 'Yoga studio',
  targetKeywords: 'yoga',
  targetAudience: 'beginners',
});
const post = LinkedInPostRequestSchema.parse({
  postType: 'story',
  personalStyle: 'lessons',
  topic: 'My first wholesale order',
  goal: 'engagement',
  includeCTA: 'no',
  postLength: 'medium',
  experience: 'A gift shop ordered 200 candles from our Etsy shop.',
});
const request = CritiqueRequestSchema.parse({
  mode: 'text',
  landingPageCopy: 'Fixed-fee accounting for freelancers.',
  industry: 'Accounting',
  targetAudience: 'freelancers',
  conversionGoal: 'lead-capture',
});
const presence = OnlinePresenceRequestSchema.parse({
  companyName: 'Routewell',
  websiteUrl: 'routewell.example',
  industry: 'Scheduling software',
});
const videos = demoVideos('soy candles');
const warnings: PageCheck[] = checkOrder.map((id) => ({
  id,
  label: id,
  value: 'measured',
  threshold: '',
  verdict: 'warn',
  evidence: '',
}));

const cases: Record<string, Case> = {
  brief: { answer: demoBrief(brief).content, variant: demoBriefVariant, list: false },
  headlines: { answer: demoHeadlineList(headlines).content, variant: demoHeadlineVariant, list: true },
  hooks: { answer: demoHeadlineList(hooks).content, variant: demoHeadlineVariant, list: true },
  'blog topics': { answer: demoBlogIdeas(topics).content, variant: demoBlogVariant, list: true },
  'LinkedIn post': { answer: demoLinkedInPost(post).content, variant: demoLinkedInVariant, list: false },
  // Written from the checks it carries (issue 38): a page where every check could be better has the most to say.
  critique: {
    answer: demoCritique({ request, checks: warnings, pageText: '' }).content,
    variant: demoCritiqueVariant,
    list: false,
    answerOf: (analysis) => ({ analysis, checks: warnings }),
  },
  'Show Up Online': {
    answer: demoPresenceAnalysis({ request: presence, siteFacts: null, siteError: null }).content,
    variant: demoPresenceVariant,
    list: false,
  },
  'YouTube ideas': {
    answer: demoIdeas(IdeaGeneratorRequestSchema.parse({ topic: 'soy candles', clips: clipsOf(videos) }))
      .content,
    variant: demoIdeaVariant,
    list: true,
  },
  roast: {
    answer: demoRoast({
      brandName: 'Crux',
      websiteURL: '',
      tagline: 'Climb higher',
      description: 'A climbing gym',
      audience: 'beginners',
      site: null,
    }).content,
    variant: demoRoastVariant,
    list: true,
  },
};

describe.each(Object.entries(cases))('refining a demo %s', (_name, { answer, variant, list, answerOf }) => {
  const refine = (previous: unknown, kind: Instruction['kind']) =>
    variant(previous as never, { kind }, answerOf?.(previous as string));

  it('Shorter answers written text with fewer words, until the shortest says so', () => {
    const shorter = refine(answer, 'shorter');
    expect(shorter.note).toBeUndefined();
    expect(words(shorter.content)).toBeLessThan(words(answer));
    const shortest = refine(refine(shorter.content, 'shorter').content, 'shorter');
    expect(shortest.note).toBe(variantNotes.shortest);
  });

  it('Longer answers written text with more words, until the longest says so', () => {
    const longer = refine(answer, 'longer');
    // A list keeps its promised count: when no written items are 15 % longer, the note says so (issue 46.3).
    if (list && longer.note) return expect(longer).toEqual({ content: answer, note: variantNotes.longest });
    expect(longer.note).toBeUndefined();
    expect(words(longer.content)).toBeGreaterThan(words(answer));
    const longest = refine(refine(longer.content, 'longer').content, 'longer');
    expect(longest.note).toBe(variantNotes.longest);
  });

  it(
    list
      ? 'Another version answers the second written pool'
      : 'Another version says the sample has one version',
    () => {
      const another = refine(answer, 'another');
      if (list) {
        expect(another.note).toBeUndefined();
        expect(another.content).not.toEqual(answer);
      } else {
        expect(another).toEqual({ content: answer, note: variantNotes.onlyOne });
      }
    },
  );

  it.each(['formal', 'casual', 'translate', 'custom'] as const)(
    'answers %s with the sample unchanged and an honest note',
    (kind) => {
      expect(refine(answer, kind)).toEqual({ content: answer, note: variantNotes[kind] });
    },
  );
});

it('a result the demo never wrote comes back unchanged, with a note saying so', () => {
  expect(demoLinkedInVariant('A post a person typed.', { kind: 'shorter' })).toEqual({
    content: 'A post a person typed.',
    note: variantNotes.unknown,
  });
});
