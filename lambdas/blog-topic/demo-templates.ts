import type { BlogContentType } from './contract';

/** The demo writer's raw material: title templates per format, and ideas that need no keyword. */

export type Format = Exclude<BlogContentType, 'mixed'>;

/**
 * The visitor's words as titles use them (title case) and as sentences do (lower case). K is the
 * keyword as a noun phrase (a gerund for actions), N only when it is a plain noun phrase, Do an
 * action keyword, Q a question keyword used whole; A the audience and I the industry, both short;
 * i is the industry as a business in lower case.
 */
export interface Words {
  K?: string;
  N?: string;
  Do?: string;
  Q?: string;
  k: string;
  /** The keyword shortened, for calls to action. */
  ks: string;
  A: string;
  a: string;
  I: string;
  /** The industry as a business: 'Plumbing Business', but 'Artisan Bakery' as it is one already. */
  IB: string;
  i: string;
}

export interface Template {
  format: Format;
  title: (w: Words) => string | false | undefined;
  /** What the idea does that competitor pages usually do not. */
  angle: string;
}

const t = (format: Format, angle: string, title: Template['title']): Template => ({ format, angle, title });

export const keywordTemplates: Template[] = [
  t('how-to', 'a first-week plan', (w) => w.K && `How to Get Started with ${w.K}: A Step-by-Step Guide`),
  t('how-to', 'time-saving shortcuts', (w) => w.N && `How ${w.A} Can Use ${w.N} to Save Time Every Week`),
  t('how-to', 'a way to measure results', (w) => w.N && `How to Measure What ${w.N} Does for Your ${w.IB}`),
  t('how-to', 'a step-by-step plan', (w) => w.Do && `How to ${w.Do}: A Step-by-Step Guide for ${w.A}`),
  t('how-to', 'a straight answer', (w) => w.Q && `${w.Q} A Step-by-Step Answer for ${w.A}`),
  t('how-to', 'a straight answer', (w) => w.Q && `${w.Q} A Straight Answer`),
  t('how-to', 'practical steps', (w) => w.K && `${w.K} for ${w.A}: A Practical How-To`),
  t('how-to', 'a 30-day plan', (w) => w.K && `How to Get More from ${w.K} in 30 Days`),
  t(
    'listicle',
    'the mistakes to avoid',
    (w) => w.K && `7 Mistakes ${w.A} Make with ${w.K} (and How to Avoid Them)`,
  ),
  t('listicle', 'ready-to-use examples', (w) => w.K && `12 Fresh Ideas on ${w.K} to Try This Month`),
  t(
    'listicle',
    'tool choices for small teams',
    (w) => w.K && `5 Tools That Make ${w.K} Easier for ${w.I} Teams`,
  ),
  t('listicle', 'the points that matter', (w) => w.Q && `${w.Q} 7 Things ${w.A} Should Know`),
  t('listicle', 'answers to real questions', (w) => w.K && `10 Questions ${w.A} Ask About ${w.K}`),
  t('listicle', 'quick wins', (w) => w.K && `9 Quick Wins with ${w.K}`),
  t('ultimate-guide', 'depth in one place', (w) => w.K && `The Ultimate Guide to ${w.K} for ${w.A}`),
  t('ultimate-guide', 'complete coverage', (w) => w.K && `${w.K} from A to Z: Everything Your ${w.IB} Needs`),
  t('ultimate-guide', 'depth in one place', (w) => w.Q && `${w.Q} The Ultimate Guide for ${w.A}`),
  t('ultimate-guide', 'everything in one place', (w) => w.K && `Everything ${w.A} Need to Know About ${w.K}`),
  t('ultimate-guide', 'a beginner’s path', (w) => w.K && `The Beginner's Handbook to ${w.K}`),
  t('case-study', 'real results', (w) => w.N && `How One ${w.IB} Doubled Its Results with ${w.N}`),
  t('case-study', 'proof from peers', (w) => w.K && `${w.K} in Practice: What Worked for Three ${w.A}`),
  t('case-study', 'proof from peers', (w) => w.Q && `${w.Q} What Three ${w.A} Found`),
  t('case-study', 'lessons from real work', (w) => w.K && `What We Learned from a Year of ${w.K}`),
  t('case-study', 'a before-and-after story', (w) => w.N && `Before and After: ${w.N} for a Real Client`),
  t('opinion', 'a clear point of view', (w) => w.K && `Why Most Advice on ${w.K} Fails ${w.A}`),
  t('opinion', 'a contrarian take', (w) => w.K && `${w.K}: Overrated, Unless You Do This`),
  t('opinion', 'a clear point of view', (w) => w.Q && `${w.Q} Our Honest Opinion`),
  t('opinion', 'an honest view', (w) => w.K && `The Truth About ${w.K} Nobody Tells ${w.A}`),
  t('opinion', 'an honest admission', (w) => w.K && `What We Got Wrong About ${w.K}`),
  t(
    'comparison',
    'an honest trade-off',
    (w) => w.N && !/\bvs\b/i.test(w.N) && `${w.N} vs. Doing It Yourself: What ${w.A} Should Choose`,
  ),
  t('comparison', 'a cost comparison', (w) => w.K && `${w.K}: Free and Paid Options Compared`),
  t('comparison', 'an honest trade-off', (w) => w.Q && `${w.Q} We Compared the Options`),
  t('comparison', 'a fit for each reader', (w) => w.N && `${w.N} Compared: Which Option Suits ${w.A}?`),
  t('comparison', 'side-by-side options', (w) => w.K && `3 Ways to Approach ${w.K}, Compared`),
];

/** Ideas that need no keyword, for when exclusions rule out the keyword-based ones. */
export const fallbackTitles: ((w: Words) => string)[] = [
  (w) => `What ${w.A} Ask Us Most, Answered`,
  (w) => `Behind the Scenes of a Small ${w.IB}`,
  (w) => `Lessons from a Year of Working with ${w.A}`,
  () => 'Questions to Ask Before You Hire Outside Help',
  () => 'Simple Habits That Bring Back Loyal Customers',
  () => 'Myths We Hear Every Week, and the Truth Behind Them',
  () => 'A Beginner’s Checklist for Planning a Busy Season',
];

export const ctas = [
  (w: Words) => (w.K ? `Download our free checklist on ${w.ks}` : 'Download our free planning checklist'),
  (w: Words) => `Book a free 20-minute consultation for your ${w.i}`,
  () => 'Subscribe for one practical tip every week',
  () => 'Reply with your biggest question and we will answer it in a post',
];
