import type { CtaType, LinkedInPostRequest, PostGoal, PostType } from './contract';

/** How a demo post ends without a call to action, by goal. */
const closings: Record<PostGoal, (t: string) => string> = {
  'thought-leadership': (t) =>
    `The people who treat ${t} as a habit, not a project, are the ones pulling ahead.`,
  engagement: () => 'Small shifts, repeated often, beat big plans that never start.',
  networking: () => 'That is what I care about, and why I keep showing up here.',
  'lead-generation': () => 'This is the work I do every day, and it keeps paying off.',
  'industry-news': () => 'Change is coming either way; the ones who prepare early get to shape it.',
};

/** Each call to action, with the visitor's link when they gave one. */
const ctas: Record<CtaType, (t: string, link: string) => string> = {
  website: (_t, link) =>
    link
      ? `Want to go deeper? It is all on our website:\n${link}`
      : 'Want to go deeper? Visit our website (link in my profile).',
  content: (_t, link) =>
    link ? `Read the full piece here:\n${link}` : 'The full piece is linked in the first comment.',
  comment: (t, link) =>
    `What has your experience with ${t} been? Tell me in the comments.${link ? `\n${link}` : ''}`,
  connect: (t, link) =>
    `If ${t} matters to you too, let's connect: I share practical ideas like this every week.${link ? `\n${link}` : ''}`,
  event: (_t, link) =>
    link
      ? `Want to talk it through in person? Register for our upcoming event:\n${link}`
      : 'Want to talk it through in person? Registration for our next event is in the comments.',
};

export const closingOf = (goal: PostGoal, t: string): string => closings[goal](t);

export const ctaOf = (input: LinkedInPostRequest, t: string): string =>
  ctas[input.ctaType ?? 'comment'](t, input.ctaLink);

export const goalTag: Record<PostGoal, string> = {
  'thought-leadership': 'Leadership',
  engagement: 'Community',
  networking: 'Networking',
  'lead-generation': 'SmallBusiness',
  'industry-news': 'IndustryNews',
};

export const typeTag: Record<PostType, string> = {
  standard: 'Marketing',
  story: 'Storytelling',
  promotion: 'ContentMarketing',
};
