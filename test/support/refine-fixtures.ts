import { BlogTopicRequestSchema } from '../../lambdas/blog-topic/contract';
import { demoBlogIdeas } from '../../lambdas/blog-topic/demo';
import { demoRoast } from '../../lambdas/brand-roast/demo';
import { ContentBriefRequestSchema } from '../../lambdas/content-brief/contract';
import { demoBrief } from '../../lambdas/content-brief/demo';
import { HeadlineRequestSchema } from '../../lambdas/headline-hook/contract';
import { demoHeadlineList } from '../../lambdas/headline-hook/demo';
import { clipsOf, IdeaGeneratorRequestSchema } from '../../lambdas/idea-generator/contract';
import { demoIdeas } from '../../lambdas/idea-generator/demo';
import { CritiqueRequestSchema } from '../../lambdas/landing-page-critique/contract';
import { demoCritique } from '../../lambdas/landing-page-critique/demo';
import { LinkedInPostRequestSchema } from '../../lambdas/linkedin-post/contract';
import { demoLinkedInPost } from '../../lambdas/linkedin-post/demo';
import { measurePost } from '../../lambdas/linkedin-post/documents/post-length';
import type { RefineBody, RefineTool } from '../../lambdas/refine/contract';
import type { GenerationMeta } from '../../lambdas/shared/contracts/generation';
import type { DemoAnswer } from '../../lambdas/shared/generator/demo-sample';
import { measureText } from '../../lambdas/shared/page-checks';
import { OnlinePresenceRequestSchema } from '../../lambdas/show-up-online/contract';
import { demoPresenceAnalysis } from '../../lambdas/show-up-online/demo';
import { demoVideos } from '../../lambdas/youtube-search/demo';
import { blogTopicBody } from './blog-topic-fixtures';
import { briefBody } from './brief-fixtures';
import { critiqueTextBody } from './critique-fixtures';
import { headlinesBody } from './headline-fixtures';
import { linkedinBodies } from './linkedin-fixtures';
import { presenceBody, siteFacts } from './show-up-online-fixtures';

/** The meta a demo answer carries: `demo`, its sample header, plausible usage. */
const meta = <T>({ sample }: DemoAnswer<T>): GenerationMeta => ({
  demo: true,
  sample,
  usage: { inputTokens: 300, outputTokens: 500 },
});

const brief = demoBrief(ContentBriefRequestSchema.parse(briefBody()));
const headlines = demoHeadlineList(HeadlineRequestSchema.parse(headlinesBody()));
const topics = demoBlogIdeas(BlogTopicRequestSchema.parse(blogTopicBody()));
const critiqueRequest = CritiqueRequestSchema.parse(critiqueTextBody());
const checks = measureText(critiqueRequest.mode === 'text' ? critiqueRequest.landingPageCopy : '');
const critique = demoCritique({ request: critiqueRequest, checks, pageText: '' });
const post = demoLinkedInPost(LinkedInPostRequestSchema.parse(linkedinBodies.standard()));
const presenceRequest = OnlinePresenceRequestSchema.parse(presenceBody());
const presence = demoPresenceAnalysis({ request: presenceRequest, siteFacts: siteFacts(), siteError: null });
const videos = demoVideos('sourdough');
const ideas = demoIdeas(IdeaGeneratorRequestSchema.parse({ topic: 'sourdough', clips: clipsOf(videos) }));
const roast = demoRoast({
  brandName: 'Rise Bakery',
  websiteURL: '',
  tagline: 'Quality bread, baked fresh',
  description: 'A neighbourhood bakery that opens at six.',
  audience: 'Early risers',
  site: null,
});

/** Each tool's first answer, as the tool returns it in demo mode (buffered JSON, meta included). */
export const previousResults = {
  'content-brief': { brief: brief.content, ...meta(brief) },
  'headline-hook': { result: headlines.content, ...meta(headlines) },
  'blog-topic': { ...topics.content, ...meta(topics) },
  'landing-page-critique': { analysis: critique.content, checks, ...meta(critique) },
  'linkedin-post': { post: post.content, stats: measurePost(post.content, 'medium'), ...meta(post) },
  'show-up-online': {
    success: true,
    companyName: presenceRequest.companyName,
    websiteUrl: presenceRequest.websiteUrl,
    analysis: presence.content,
    siteFacts: siteFacts(),
    siteError: null,
    ...meta(presence),
  },
  'idea-generator': { ...ideas.content, ...meta(ideas) },
  'brand-roast': { ...roast.content, emailed: true, ...meta(roast) },
} satisfies Record<RefineTool, object>;

/** The tools that write text (and stream it when asked); the others answer one structured JSON object. */
export const textTools = [
  'content-brief',
  'headline-hook',
  'landing-page-critique',
  'linkedin-post',
] as const;

/** A valid refine request of `tool`'s first answer: Shorter unless `overrides` say otherwise. */
export const refineBody = (
  tool: RefineTool = 'content-brief',
  overrides: Partial<RefineBody> = {},
): RefineBody =>
  ({
    tool,
    previous: previousResults[tool],
    instruction: { kind: 'shorter' },
    ...overrides,
  }) as RefineBody;
