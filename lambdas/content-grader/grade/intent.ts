/** Pure and browser-safe: what a keyword asks for, read from its words, for a draft graded without sources. */
import type { Targets } from './contract';

export type Intent = Targets['intent'];

/** The kinds of content, most specific first, each with the words it usually runs to (the product's table). */
const KINDS: { kind: Intent['kind']; test: RegExp; label: string; min: number; max: number }[] = [
  {
    kind: 'cost',
    test: /\b(?:costs?|price[sd]?|pricing|how much|fees?|rates|quotes?|cheap(?:est)?|affordable)\b/i,
    label: 'a price guide',
    min: 800,
    max: 1500,
  },
  {
    kind: 'comparison',
    test: /\b(?:best|top \d+|vs|versus|compared?|comparison|reviews?|alternatives?)\b/i,
    label: 'a comparison',
    min: 1500,
    max: 3000,
  },
  {
    kind: 'how-to',
    test: /^(?:how (?:to|do|can|should)|steps? to)\b|\b(?:guide|tutorial|diy)\b/i,
    label: 'a how-to guide',
    min: 1200,
    max: 2500,
  },
  {
    kind: 'definition',
    test: /^(?:what|who|why) (?:is|are|does)\b|\b(?:meaning|definition)\b/i,
    label: 'an explainer',
    min: 800,
    max: 1500,
  },
  { kind: 'guide', test: /(?:)/, label: 'an article', min: 1000, max: 2000 },
];

/** A place the keyword names at its end: "… in Manchester", "… near me" (single-spaced, trimmed). */
const PLACE = /\b(?:in|near) (me|[A-Z][\p{L}'.-]*(?: [A-Z][\p{L}'.-]*){0,3})\??$/u;

/** The question words and price words around a keyword's subject (its words trimmed and single-spaced). */
const LEAD =
  /^(?:how (?:much|to|do|does|can|should|long)|what|who|why|when|where|which|is|are|can|best|top \d+)\b\s*/i;
const HELPERS = /^(?:(?:does|do|is|are|can|should|you|i|we)\s+)*/i;
const TAIL = / (?:costs?|prices?|pricing|fees?|rates|quotes?)\??$/i;

/** The kind of content a keyword asks for, its subject ("boiler service") and the place it names. */
export function intentOf(keyword: string): Intent {
  const words = keyword.trim().replace(/\s+/g, ' ');
  const { kind, label, min, max } = KINDS.find((candidate) => candidate.test.test(words))!;
  const place = PLACE.exec(words);
  const withoutPlace = place ? words.slice(0, place.index).trim() : words;
  const subject =
    withoutPlace.replace(LEAD, '').replace(HELPERS, '').replace(TAIL, '').replace(/\?$/, '').trim() ||
    withoutPlace;
  return {
    kind,
    label,
    subject,
    ...(place ? { place: place[1] === 'me' ? 'your area' : place[1]! } : {}),
    words: { min, max },
  };
}

/** The questions a keyword implies, worded for its subject: what a reader who searched it wants answered. */
export function impliedQuestions({ kind, subject, place }: Intent): string[] {
  const where = place && place !== 'your area' ? ` in ${place}` : '';
  switch (kind) {
    case 'cost':
      return [
        `How much does ${subject} cost${where}?`,
        `What affects the price of ${subject}?`,
        `What is included in ${subject}?`,
        `How can you save money on ${subject}?`,
        `Is ${subject} worth it?`,
      ];
    case 'comparison':
      return [
        `How do you choose ${subject}?`,
        'What are the pros and cons of each option?',
        'Which option suits which needs?',
        `How much does ${subject} cost?`,
      ];
    case 'how-to':
      return [
        `What do you need to ${subject}?`,
        `How long does it take to ${subject}?`,
        'What mistakes should you avoid?',
        'When should you call a professional?',
      ];
    case 'definition':
      return [
        `What is ${subject}?`,
        `How does ${subject} work?`,
        `Why does ${subject} matter?`,
        `What are examples of ${subject}?`,
      ];
    default:
      return [
        `What is ${subject}?`,
        `Why does ${subject} matter?`,
        `How do you get started with ${subject}?`,
        'What mistakes should you avoid?',
      ];
  }
}
