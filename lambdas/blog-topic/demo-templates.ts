import type { BlogContentType } from './contract';

/** The demo writer's raw material: title templates per format, and ideas that need no keyword. */

export type Format = Exclude<BlogContentType, 'mixed'>;

export interface Words {
  /** Keyword as typed and title-cased; audience and industry for titles and for sentences. */
  k: string;
  K: string;
  A: string;
  a: string;
  I: string;
}

export interface Template {
  format: Format;
  title: (w: Words) => string;
  /** What the idea does that competitor pages usually do not. */
  angle: string;
}

export const keywordTemplates: Template[] = [
  {
    format: 'how-to',
    title: (w) => `How to Get Started With ${w.K}: A Step-by-Step Guide`,
    angle: 'a first-week plan',
  },
  {
    format: 'how-to',
    title: (w) => `How ${w.A} Can Use ${w.K} to Save Time Every Week`,
    angle: 'time-saving shortcuts',
  },
  {
    format: 'how-to',
    title: (w) => `How to Measure What ${w.K} Really Does for Your ${w.I} Business`,
    angle: 'a way to measure results',
  },
  {
    format: 'listicle',
    title: (w) => `7 ${w.K} Mistakes ${w.A} Make (and How to Avoid Them)`,
    angle: 'the mistakes to avoid',
  },
  {
    format: 'listicle',
    title: (w) => `12 ${w.K} Ideas You Can Try This Month`,
    angle: 'ready-to-use examples',
  },
  {
    format: 'listicle',
    title: (w) => `5 Tools That Make ${w.K} Easier for ${w.I} Teams`,
    angle: 'tool choices for small teams',
  },
  {
    format: 'ultimate-guide',
    title: (w) => `The Ultimate Guide to ${w.K} for ${w.A}`,
    angle: 'depth in one place',
  },
  {
    format: 'ultimate-guide',
    title: (w) => `${w.K} From A to Z: Everything Your ${w.I} Business Needs`,
    angle: 'complete coverage',
  },
  {
    format: 'case-study',
    title: (w) => `How One ${w.I} Business Doubled Its Results With ${w.K}`,
    angle: 'real results',
  },
  {
    format: 'case-study',
    title: (w) => `${w.K} in Practice: What Worked for Three ${w.A}`,
    angle: 'proof from peers',
  },
  { format: 'opinion', title: (w) => `Why Most ${w.K} Advice Fails ${w.A}`, angle: 'a clear point of view' },
  { format: 'opinion', title: (w) => `${w.K} Is Overrated, Unless You Do This`, angle: 'a contrarian take' },
  {
    format: 'comparison',
    title: (w) => `${w.K} vs. Doing It Yourself: What ${w.A} Should Choose`,
    angle: 'an honest trade-off',
  },
  {
    format: 'comparison',
    title: (w) => `Free vs. Paid ${w.K}: An Honest Comparison`,
    angle: 'a cost comparison',
  },
];

/** Ideas that need no keyword, for when exclusions rule out the keyword-based ones. */
export const fallbackTitles: ((w: Words) => string)[] = [
  (w) => `What ${w.A} Ask Us Most, Answered`,
  (w) => `Behind the Scenes of a Small ${w.I} Business`,
  (w) => `Lessons From a Year of Working With ${w.A}`,
  () => 'Questions to Ask Before You Hire Outside Help',
  () => 'Simple Habits That Bring Back Loyal Customers',
  () => 'Myths We Hear Every Week, and the Truth Behind Them',
  () => 'A Beginner’s Checklist for Planning a Busy Season',
];

export const ctas = [
  (w: Words) => `Download our free ${w.k || 'planning'} checklist`,
  (w: Words) => `Book a free 20-minute ${w.I.toLowerCase()} consultation`,
  () => 'Subscribe for one practical tip every week',
  () => 'Reply with your biggest question and we will answer it in a post',
];
