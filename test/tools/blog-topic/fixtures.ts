import { demoReads } from '../../support/demo-reads';
import { BlogTopicRequestSchema } from '../../../lambdas/blog-topic/contract';
import { demoBlogIdeas } from '../../../lambdas/blog-topic/demo';
import { buildBlogTopicPrompt, UNTRUSTED_CHARS } from '../../../lambdas/blog-topic/prompt';
import { blogTopicBody } from '../../support/blog-topic-fixtures';
import { demoMeta } from '../../support/demo-meta';
import { H, many } from '../../support/hostile';
import { hostileResearch } from '../../support/hostile-research';
import { sampleResearch } from '../../support/sample-research';
import { toolFixtures } from '../../support/tool-fixtures';

const request = {
  industry: H,
  targetKeywords: many,
  targetAudience: H,
  competitorURLs: many,
  contentType: 'mixed',
  excludeTopics: many,
} as const;

export const fixtures = toolFixtures({
  previous: () => {
    const topics = demoBlogIdeas(BlogTopicRequestSchema.parse(blogTopicBody()));
    return { ...topics.content, ...demoMeta(topics) };
  },
  researched: () => {
    const topics = demoBlogIdeas({
      ...BlogTopicRequestSchema.parse(blogTopicBody()),
      research: sampleResearch,
    });
    return { ...topics.content, ...demoMeta(topics) };
  },
  prompts: [
    {
      name: 'blog topics',
      cap: UNTRUSTED_CHARS,
      build: () => buildBlogTopicPrompt(request),
      blocks: ['input'],
    },
    {
      name: 'blog topics with live sources',
      cap: UNTRUSTED_CHARS,
      build: () => buildBlogTopicPrompt({ ...request, research: hostileResearch }),
      blocks: ['input', 'sources'],
    },
  ],
  page: {
    submit: 'Generate Topic Ideas',
    entries: {
      text: { Industry: 'Soy candles', 'Target keywords': 'soy candles, gift ideas' },
      select: { 'Content type': 'listicle' },
    },
    invalid: { first: 'Industry', then: 'Target keywords' },
    result: {
      fill: async (page) => {
        await page.getByLabel('Industry').fill('Artisan bakery');
        await page.getByLabel('Target keywords').fill('sourdough starter');
        await page.getByLabel('Target audience').fill('home bakers');
      },
      busy: 'Finding Great Topics...',
      done: /blog topics generated successfully!$/,
      copies: ['Copy All'],
      download: 'Download DOCX',
    },
    keyboard: { heading: 'Your Blog Topic Ideas', announced: /^\d+ blog topics ready\.$/ },
    prefilled: [
      [/^Industry/, 'Artisan bakery'],
      [/^Target audience/, 'Busy parents nearby'],
    ],
  },
  demoReads: demoReads({
    body: () => blogTopicBody(),
    parse: (body) => BlogTopicRequestSchema.parse(body),
    demo: (request) => demoBlogIdeas(request),
    changes: {
      industry: 'Tax advice for freelance designers',
      targetKeywords: ['freelance tax return'],
      targetAudience: 'freelance designers',
      competitorURLs: ['https://www.gov.uk/self-assessment-tax-returns'],
      contentType: 'listicle',
      excludeTopics: ['payroll'],
    },
    ignored: {},
  }),
});
