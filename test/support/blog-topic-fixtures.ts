import type { BlogIdea, BlogTopicBody } from '../../lambdas/blog-topic/contract';

/** A complete, valid blog topic request body. */
export const blogTopicBody = (overrides: Partial<BlogTopicBody> = {}): BlogTopicBody => ({
  industry: 'Artisan bakery',
  targetKeywords: 'sourdough starter, bakery marketing',
  targetAudience: 'home bakers',
  competitorURLs: 'https://www.theperfectloaf.com\nkingarthurbaking.com',
  contentType: 'how-to',
  excludeTopics: 'gluten-free',
  ...overrides,
});

/** A well-formed idea, as a model would answer it. */
export const blogIdea = (title: string, overrides: Partial<BlogIdea> = {}): BlogIdea => ({
  title,
  type: 'How-to guide',
  reasoning: 'Home bakers search for this every week and competitors skip the basics.',
  example_cta: 'Download our starter checklist',
  ...overrides,
});
