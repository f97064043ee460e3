import type { ContentBriefBody } from '../../lambdas/content-brief/contract';

/** A complete, valid content-brief request body. */
export const briefBody = (overrides: Partial<ContentBriefBody> = {}): ContentBriefBody => ({
  experience_level: 'marketer',
  topic: 'Email marketing for bakeries',
  primaryKeywords: ['bakery email marketing', 'bakery newsletter'],
  targetAudience: 'owners of small neighbourhood bakeries',
  contentGoal: 'convert',
  contentType: 'blog-post',
  briefDepth: '1000-1500',
  internalLinks: 'https://bakery.example/menu',
  format: 'json',
  ...overrides,
});
