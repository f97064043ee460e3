import { isPlural } from '../shared/generator/demo-shorten';
import type { ContentType } from './contract';

/**
 * The visitor's words as the demo brief uses them, mid-sentence: f the focus keyword, more the
 * secondary keywords, a the audience (short), t the topic as a noun phrase (the focus keyword when
 * the topic is a sentence), why a heading on why the topic matters, tags the focus as a hashtag.
 */
export interface BriefWords {
  f: string;
  more: string[];
  a: string;
  t: string;
  why: string;
  tag: string;
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One H3 per secondary keyword after the first, so every keyword has a place in the piece. */
const keywordPoints = (w: BriefWords) => w.more.slice(1).map((k) => `  - H3: Where ${k} fits in`);

const outlines: Record<ContentType, (w: BriefWords) => string[]> = {
  'blog-post': (w) => [
    `- H2: What ${w.f} ${isPlural(w.f) ? 'mean' : 'means'} for ${w.a}`,
    `- H2: ${w.why}`,
    '  - H3: The cost of ignoring it',
    `- H2: A step-by-step plan for ${w.a}`,
    `  - H3: Step 1: start with ${w.more[0] ?? 'a quick audit'}`,
    '  - H3: Step 2: measure what works',
    ...keywordPoints(w),
    '- H2: Common mistakes to avoid',
    '- H2: Next steps',
  ],
  whitepaper: (w) => [
    `- Executive summary: the case for ${w.f} on one page`,
    `- The problem: what ${w.a} face today`,
    `- Research and data: ${w.why}`,
    `  - Figures on ${w.more[0] ?? w.f}, with sources`,
    ...keywordPoints(w),
    `- The solution: ${w.t} in practice`,
    '- Conclusion and recommendations',
  ],
  'case-study': (w) => [
    `- The customer: who they are, and why ${w.a} will recognise them`,
    `- The challenge: ${w.why}`,
    `- The solution: ${w.t}, step by step`,
    `  - What changed with ${w.more[0] ?? w.f}`,
    ...keywordPoints(w),
    '- The results: numbers before and after',
    '- A quote from the customer',
  ],
  ebook: (w) => [
    `- Lead magnet angle: a free guide to ${w.f} for ${w.a}`,
    `- Chapter 1: ${w.why}`,
    `- Chapter 2: Getting started with ${w.f}`,
    ...w.more.map((k, i) => `- Chapter ${i + 3}: ${cap(k)}`),
    `- Chapter ${w.more.length + 3}: Your 30-day plan`,
  ],
  'social-post': (w) =>
    ['A surprising fact', 'A common mistake', 'A quick win'].map((hook, i) =>
      [
        `Post ${i + 1}:`,
        `- Hook: ${hook} about ${w.f} for ${w.a}`,
        `- Body: one practical tip on ${i === 1 && w.more[0] ? w.more[0] : w.t}`,
        `- Hashtags: #${w.tag} #SmallBusiness`,
      ].join('\n'),
    ),
  'landing-page': (w) => [
    `- Hero headline: ${cap(w.f)} for ${w.a}`,
    `- Subheading: ${w.why}`,
    `- Benefits: three outcomes ${w.a} care about${w.more.length ? `, covering ${w.more.join(', ')}` : ''}`,
    '- Social proof: reviews, client logos and numbers',
    '- Objections: price, time and trust, each answered',
    '- Offer and call to action',
  ],
};

/** The outline section's lines for the content type. */
export const outlineOf = (type: ContentType, w: BriefWords): string[] => outlines[type](w);
