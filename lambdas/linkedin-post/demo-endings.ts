import { isPlural } from '../shared/generator/demo-shorten';
import { AMBIGUOUS_VERBS, SENTENCE_MARKERS, VERBS } from '../shared/generator/demo-words';
import type { CtaType, LinkedInPostRequest, PostGoal, PostType } from './contract';

/** How a demo post ends without a call to action, by goal; `t` is the topic as a noun, or undefined. */
const closings: Record<PostGoal, (t?: string) => string> = {
  'thought-leadership': (t) =>
    `The people who treat ${t ?? 'this'} as a habit, not a project, are the ones pulling ahead.`,
  engagement: () => 'Small shifts, repeated often, beat big plans that never start.',
  networking: () => 'That is what I care about, and why I keep showing up here.',
  'lead-generation': () => 'This is the work I do every day, and it keeps paying off.',
  'industry-news': () => 'Change is coming either way; the ones who prepare early get to shape it.',
};

/** Each call to action, with the visitor's link when it is not already in the post. */
const ctas: Record<CtaType, (t: string | undefined, link: string) => string> = {
  website: (_t, link) =>
    link
      ? `Want to go deeper? It is all on our website:\n${link}`
      : 'Want to go deeper? Visit our website (link in my profile).',
  content: (_t, link) =>
    link ? `Read the full piece here:\n${link}` : 'The full piece is at the link above.',
  comment: (t, link) =>
    `What has your experience${t ? ` with ${t}` : ''} been? Tell me in the comments.${link ? `\n${link}` : ''}`,
  connect: (t, link) =>
    `If ${t ?? 'this'} ${t && isPlural(t) ? 'matter' : 'matters'} to you too, let's connect: I share practical ideas like this every week.${link ? `\n${link}` : ''}`,
  event: (_t, link) =>
    link
      ? `Want to talk it through in person? Register for our upcoming event:\n${link}`
      : 'Want to talk it through in person? Registration for our next event is in the comments.',
};

export const closingOf = (goal: PostGoal, t?: string): string => closings[goal](t);

/** A link as written, for telling whether two links are the same page. */
const samePage = (a: string, b: string) =>
  a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/** The call to action; its link is left out when the post already shows that page (once is enough). */
export function ctaOf(input: LinkedInPostRequest, t?: string): string {
  const shown = input.postType === 'promotion' ? input.contentLink : '';
  const link = input.ctaLink && !(shown && samePage(input.ctaLink, shown)) ? input.ctaLink : '';
  return ctas[input.ctaType ?? 'comment'](t, link);
}

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

/** Words too common or too verb-like to make a hashtag. */
const FILLERS = new Set(
  `about after first from into more most that their this what when with your our through every over the and
  for how why who what which new big small best top`.split(/\s+/),
);

/** Words that end the head of a noun phrase: 'email marketing | for bakeries'. */
const PREPOSITIONS = new Set('for at in on with of through to from by about into de du à'.split(' '));

/** Words after which the first word is a verb: 'keeping the café open', 'leaving my job'. */
const DETERMINERS = new Set('a an the my your our their his her its this that'.split(' '));

const taggable = (word: string) => {
  const lower = word.toLowerCase();
  return lower.length >= 3 && !FILLERS.has(lower) && !/ed$/.test(lower) && !SENTENCE_MARKERS.has(lower);
};

/** A second word joins the tag only when it is surely a noun: 'Email Marketing', not 'Café Open'. */
const joinable = (word?: string) =>
  Boolean(word) &&
  taggable(word!) &&
  ![VERBS, AMBIGUOUS_VERBS].some((words) => words.has(word!.toLowerCase()));

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One hashtag from the topic's head ('email marketing' of 'email marketing for bakeries', without a
 * leading 'keeping the'): its first word that makes a tag, joined with the next when that is a noun.
 */
export function topicTag(topic: string): string | undefined {
  const all = topic.match(/[\p{L}\p{N}]+/gu) ?? [];
  const words = DETERMINERS.has(all[1]?.toLowerCase() ?? '') ? all.slice(2) : all;
  const end = words.findIndex((word, i) => i > 0 && PREPOSITIONS.has(word.toLowerCase()));
  const head = words.slice(0, end < 0 ? undefined : end);
  const first = head.findIndex(taggable);
  const start = first < 0 ? words.findIndex(taggable) : first;
  if (start < 0) return undefined;
  const next = words[start + 1];
  return [words[start]!, ...(joinable(next) ? [next!] : [])].map(upperFirst).join('');
}
