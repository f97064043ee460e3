/** The request's plain data (options, labels, limits): zod-free, so a form offers them without loading the schema; the contract re-exports it. */
/** Conversion goals, with the labels the form shows. */
export const conversionGoalLabels = {
  'lead-capture': 'Lead capture',
  'direct-sales': 'Direct sales',
  'event-registration': 'Event registration',
  'content-download': 'Content download',
  'social-media-engagement': 'Social media engagement',
} as const;

export type ConversionGoal = keyof typeof conversionGoalLabels;

/** The sections every critique has, in order; the SPA shows one card per section. */
export const critiqueSections = [
  'Overview',
  'Strengths',
  'Opportunities',
  'Recommendations',
  'Accessibility Audit',
  'A/B Test Ideas',
  'Tool Suggestions',
] as const;

/** Input limits: every string has a maximum length. */
export const critiqueLimits = { url: 2048, copy: 20_000, industry: 100, audience: 300 } as const;
