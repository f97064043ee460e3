/** The request's plain data (options, labels, limits): zod-free, so a form offers them without loading the schema; the contract re-exports it. */
/** The three tabs of docs/product.md#linkedin-post: Standard Post, Story-Based, Content Promotion. */
export const postTypes = ['standard', 'story', 'promotion'] as const;
export const postGoals = [
  'thought-leadership',
  'engagement',
  'networking',
  'lead-generation',
  'industry-news',
] as const;
/** Each tab's personalStyle options (docs/product.md#linkedin-post). */
export const personalStyles = {
  standard: ['professional', 'conversational', 'inspiring', 'educational', 'storytelling'],
  story: ['challenge', 'lessons', 'journey', 'mistake', 'inspiration'],
  promotion: ['helpful', 'exclusive', 'problem-solution', 'data-insight', 'behind-scenes'],
} as const;
export const ctaTypes = ['website', 'content', 'comment', 'connect', 'event'] as const;
/** docs/product.md#linkedin-post: its rules are documents/post-length.ts. */
export const postLengths = ['short', 'medium', 'long'] as const;

export type PostType = (typeof postTypes)[number];
export type PostGoal = (typeof postGoals)[number];
export type PersonalStyle = (typeof personalStyles)[PostType][number];
export type CtaType = (typeof ctaTypes)[number];
export type PostLength = (typeof postLengths)[number];

/** Input limits: every string has a maximum length. */
export const linkedinLimits = {
  topic: 200,
  industryInsight: 500,
  experience: 1500,
  valuePoints: 1000,
  link: 500,
} as const;
