import { cutAtWord } from '../shared/documents/text';
import { phraseOf } from '../shared/generator/demo-phrases';
import { shortNoun } from '../shared/generator/demo-shorten';
import { capitalise, distinct, tidy, titleCase } from '../shared/generator/demo-text';
import type { ContentBriefRequest, ContentType } from './contract';
import { outlineOf, type BriefWords } from './demo-outline';
import { depthGuide, goalGuide } from './prompt';

/** Title options stay within this many characters; meta descriptions within the next. */
export const TITLE_MAX = 70;
export const META_MAX = 155;

const typeLabel: Record<ContentType, string> = {
  'blog-post': 'blog post',
  whitepaper: 'whitepaper',
  'case-study': 'case study',
  ebook: 'ebook',
  'social-post': 'set of social posts',
  'landing-page': 'landing page',
};

/** What each content type promises a reader, for the meta description. */
const promise: Record<ContentType, string> = {
  'blog-post': 'practical steps, examples and mistakes to avoid',
  whitepaper: 'the evidence, the costs and what to do next',
  'case-study': 'how one business got results, step by step',
  ebook: 'a free guide you can keep and come back to',
  'social-post': 'quick ideas you can use today',
  'landing-page': 'everything you need to get started',
};

const goalLine: Record<ContentBriefRequest['contentGoal'], string> = {
  educate: 'Learn it step by step.',
  engage: 'Join the conversation.',
  convince: 'See the proof for yourself.',
  convert: 'Get started today.',
  entertain: 'A story worth reading.',
};

const titleIdeas: Record<ContentType, ((F: string, A: string, T: string) => string)[]> = {
  'blog-post': [
    (F, A) => `${F}: A Practical Guide for ${A}`,
    (F) => `${F}: 7 Steps That Work`,
    (F) => `${F} Made Simple`,
    (_F, A, T) => `${T}: What ${A} Need to Know`,
  ],
  whitepaper: [
    (F) => `${F}: Costs, Evidence and Next Steps`,
    (F, A) => `${F}: The Evidence for ${A}`,
    (F) => `The State of ${F}: A Report`,
    (_F, _A, T) => `${T}: A Whitepaper`,
  ],
  'case-study': [
    (F) => `${F}: How One Client Got Results`,
    (F) => `${F} in Practice: A Case Study`,
    (F) => `How a Client Got Results with ${F}`,
    (_F, _A, T) => `${T}: The Full Story`,
  ],
  ebook: [
    (F) => `The Free ${F} Guide`,
    (F, A) => `${F}: The Free Ebook for ${A}`,
    (F) => `Your Complete Guide to ${F}`,
    (_F, _A, T) => `${T}: A Free Guide`,
  ],
  'social-post': [(F, A) => `${F}: Quick Tips for ${A}`, (F) => `${F} in Three Posts`, (_F, _A, T) => `${T}`],
  'landing-page': [
    (F) => `${F} That Fits Your Needs`,
    (F, A) => `${F} for ${A}`,
    (F) => `${F}, Without the Hassle`,
    (_F, _A, T) => `${T}: Start Today`,
  ],
};

const fallbackTitles = [
  (F: string) => `${F} Explained`,
  (F: string) => `${F}: The Basics`,
  (F: string) => `${F}: Questions Answered`,
];

function titleOptions(input: ContentBriefRequest, w: BriefWords, topicTitle: string): string[] {
  const F = titleCase(w.f);
  const A = titleCase(shortNoun(phraseOf(input.targetAudience, true), 40)!);
  const ideas = [...titleIdeas[input.contentType], ...fallbackTitles].map((idea) =>
    titleCase(idea(F, A, topicTitle)),
  );
  return distinct(ideas.filter((title) => Array.from(title).length <= TITLE_MAX)).slice(0, 3);
}

/** The longest meta description that fits: a promise around the focus keyword, then the goal's line. */
function metaDescription(input: ContentBriefRequest, w: BriefWords): string {
  const lead = `${capitalise(w.f)}: ${promise[input.contentType]}, for ${w.a}.`;
  const fits = [`${lead} ${goalLine[input.contentGoal]}`, lead].find(
    (text) => Array.from(text).length <= META_MAX,
  );
  return fits ?? cutAtWord(lead, META_MAX);
}

function wordsOf(input: ContentBriefRequest): BriefWords & { topicTitle: string } {
  const [focus, ...more] = input.primaryKeywords.map((keyword) => tidy(keyword));
  const f = focus!;
  const topic = phraseOf(input.topic);
  const t = shortNoun(topic, 50) ?? f;
  const why = topic.noun ? `The case for ${shortNoun(topic, 50)}, and why now` : capitalise(shorten(topic));
  const topicTitle = titleCase(topic.noun ? shortNoun(topic, 50)! : shorten(topic));
  return {
    f,
    more,
    a: shortNoun(phraseOf(input.targetAudience, true), 60)!,
    t,
    why,
    tag: titleCase(f).replace(/[^\p{L}\p{N}]+/gu, ''),
    topicTitle,
  };
}

/** A sentence topic kept whole when short, else cut at a word boundary. */
const shorten = (topic: ReturnType<typeof phraseOf>) => cutAtWord(topic.text, 60);

/** A deterministic, plausible brief from the request alone: what demo mode answers instead of a model. */
export function demoBrief(input: ContentBriefRequest): string {
  const w = wordsOf(input);
  const plain = input.experience_level === 'non-marketer';
  const links = input.internalLinks.length
    ? input.internalLinks.map((link) => `- Link to ${link} where you mention ${w.f}`)
    : ['- Link to your services page from the introduction', '- Link to a related post in the next steps'];
  const sections: [string, string[]][] = [
    [
      'SEO Snapshot',
      [
        `- Topic: ${capitalise(tidy(input.topic))}`,
        `- Audience: ${capitalise(tidy(input.targetAudience))}`,
        `- Format: ${capitalise(typeLabel[input.contentType])}`,
        `- Focus keyword: ${w.f}`,
        `- Secondary keywords: ${w.more.length ? w.more.join(', ') : `none given; consider "${w.f} tips" and "${w.f} guide"`}`,
        `- Search intent: ${input.contentGoal === 'convert' || input.contentGoal === 'convince' ? 'commercial' : 'informational'}`,
        `- ${depthGuide[input.briefDepth]}`,
      ],
    ],
    ['Title Options', titleOptions(input, w, w.topicTitle).map((title) => `- ${title}`)],
    ['Meta Description', [metaDescription(input, w)]],
    ['Outline', outlineOf(input.contentType, w)],
    [
      'Call to Action',
      [
        `- ${input.contentGoal === 'convert' ? 'Book a free consultation' : 'Subscribe for more practical tips'} on ${w.f}`,
      ],
    ],
    [
      'SEO Tips',
      [`- Use "${w.f}" in the first 100 words`, '- Add descriptive alt text to every image', ...links],
    ],
    [
      'Tone & Style',
      [
        `- ${goalGuide[input.contentGoal]}`,
        plain
          ? '- Plain language: explain every marketing term in a few words.'
          : '- Confident and expert, for readers who know marketing.',
      ],
    ],
  ];
  return sections.map(([title, body]) => `## ${title}\n${body.join('\n')}`).join('\n\n');
}
