/** The request's plain data (options, labels, limits): zod-free, so a form offers them without loading the schema; the contract re-exports it. */
/** Content types (docs/product.md#headlines-and-hooks) with the display labels the headlines body carries (docs/product.md#headlines-and-hooks). */
export const contentTypeLabels = {
  'blog-post': 'Blog Post',
  'social-post': 'Social Media Post',
  'email-subject': 'Email Subject Line',
  'landing-page': 'Landing Page',
  video: 'Video',
} as const;

/** Emotional triggers of the headlines tab, with their display labels. */
export const triggerLabels = {
  curiosity: 'Curiosity',
  fear: 'Fear of Missing Out',
  urgency: 'Urgency',
  gain: 'Promise of Gain',
} as const;

/** Hook styles of the hooks tab, with their display labels. */
export const hookStyleLabels = {
  question: 'Question',
  statistic: 'Statistic',
  story: 'Story',
  challenge: 'Challenge Assumption',
} as const;

export type HeadlineContentType = keyof typeof contentTypeLabels;
export type EmotionalTrigger = keyof typeof triggerLabels;
export type HookStyle = keyof typeof hookStyleLabels;
export type GenerationMode = 'headlines' | 'hooks';

/** Input limits: every string has a maximum length. */
export const headlineLimits = { topic: 200, audience: 300, benefit: 300 } as const;
