import { cutAtWord } from '../shared/documents/text';
import { lengthRules, measurePost } from './documents/post-length';
import { phraseOf } from '../shared/generator/demo-phrases';
import { shortNoun } from '../shared/generator/demo-shorten';
import { capitalise, midSentence, unshout } from '../shared/generator/demo-text';
import type { LinkedInPostRequest } from './contract';
import { closingOf, ctaOf, goalTag, topicTag, typeTag } from './demo-endings';
import { goalBody, hookOf, styleBody, type Topic } from './demo-hooks';

const spares = [
  'It does not need a big budget. It needs a little time, every week, on purpose.',
  'The hardest part is starting. The second hardest is not stopping after the first try.',
  'Done consistently, it compounds faster than most people expect.',
];

/** The first sentences of visitor text, calmed if in capitals, within `max` characters, cut at a word. */
function excerpt(text: string, sentences: number, max: number, stop = true): string {
  const picked = unshout(text.replace(/\s+/g, ' ').trim())
    .split(/(?<=[.!?])\s+/)
    .slice(0, sentences)
    .join(' ')
    .replace(/([.!?])[.!?]+$/, '$1');
  const fitted = cutAtWord(picked, max, '…');
  return /[.!?…]$/.test(fitted) || !stop ? fitted : `${fitted}.`;
}

function topicOf(input: LinkedInPostRequest): Topic {
  const phrase = phraseOf(input.topic);
  const t = shortNoun(phrase, 70);
  const about = phrase.about && Array.from(phrase.about).length <= 90 ? phrase.about : t;
  const whole = capitalise(phrase.text);
  return { t, about, whole: /[.?!]$/.test(whole) ? whole : `${whole}.` };
}

/** What only this tab has: the story's experience, or the promoted content's points and its link. */
function essentials(input: LinkedInPostRequest, room: number): string[] {
  if (input.postType === 'story') return [`Here is what happened: ${excerpt(input.experience, 2, room)}`];
  if (input.postType === 'promotion') {
    const points = input.valuePoints
      .split(/\r?\n/)
      .map((line) => line.replace(/^[\s\-*•]+/, '').trim())
      .filter(Boolean)
      .slice(0, 5)
      .map((point) => `• ${excerpt(point, 1, Math.min(90, room), false).replace(/[.!]$/, '')}`);
    return [['Inside, you will find:', ...points, `Read it here: ${input.contentLink}`].join('\n')];
  }
  return [];
}

function hashtags(input: LinkedInPostRequest): string {
  const tags = [topicTag(unshout(input.topic)), goalTag[input.goal], typeTag[input.postType]];
  const unique = [...new Map(tags.filter(Boolean).map((tag) => [tag!.toLowerCase(), tag!])).values()];
  return unique.map((tag) => `#${tag}`).join(' ');
}

function write(input: LinkedInPostRequest, room: number): string {
  const rule = lengthRules[input.postLength];
  const total = rule.maxParagraphs ?? rule.minParagraphs + 1;
  const topic = topicOf(input);
  const insight = input.industryInsight
    ? [`One thing I keep seeing: ${midSentence(excerpt(input.industryInsight, 2, room))}`]
    : [];
  const ending = input.includeCTA === 'yes' ? ctaOf(input, topic.t) : closingOf(input.goal, topic.t);
  const must = [...essentials(input, room), ...insight];
  const body = [...must, styleBody[input.personalStyle], goalBody[input.goal](topic.t), ...spares];
  // A short post has room for one paragraph after the hook: the tab's essentials, the insight and the ending.
  const middle =
    total > 2
      ? [...body.slice(0, total - 2), ending]
      : [[...(must.length ? must : body.slice(0, 1)), ending].join('\n')];
  return [hookOf(input.personalStyle, topic), ...middle, hashtags(input)].join('\n\n');
}

/**
 * A deterministic, plausible post from the request alone, honouring tab, style, length and CTA, and
 * using every field the visitor filled in; visitor text is shortened until the post fits its length.
 */
export function demoLinkedInPost(input: LinkedInPostRequest): string {
  const rooms = [320, 220, 150, 100, 70];
  const fits = (post: string) => {
    const stats = measurePost(post, input.postLength);
    return stats.withinBudget && stats.hookBeforeFold;
  };
  return rooms.map((room) => write(input, room)).find(fits) ?? write(input, rooms.at(-1)!);
}
