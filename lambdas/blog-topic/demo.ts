import { cutAtWord } from '../shared/documents/text';
import { phraseOf } from '../shared/generator/demo-phrases';
import { shortNoun } from '../shared/generator/demo-shorten';
import { capitalise, midSentence, rotate, seedOf, titleCase } from '../shared/generator/demo-text';
import {
  ctas,
  fallbackTitles,
  keywordTemplates,
  type Format,
  type Template,
  type Words,
} from './demo-templates';
import {
  blogContentTypeLabels,
  IDEA_COUNT,
  type BlogContentType,
  type BlogIdea,
  type BlogTopicRequest,
} from './contract';
import { withoutExcluded } from './exclusions';

/** Demo titles stay within this many characters, like the titles search results show in full. */
export const TITLE_MAX = 70;

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

const article = (phrase: string) => (/^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`);

function reasoning(input: BlogTopicRequest, w: Words, format: Format, angle: string, n: number): string {
  const search = w.K || w.Q ? `search for "${w.k}"` : 'look for straight advice';
  const label = blogContentTypeLabels[format].toLowerCase();
  const why = `${capitalise(w.a)} who ${search} want ${angle}; for ${article(w.i)}, ${article(label)} answers that directly.`;
  const competitor = input.competitorURLs[n % Math.max(1, input.competitorURLs.length)];
  const gap = competitor
    ? ` ${hostOf(competitor)} covers the basics but not ${angle}: that is the gap this fills.`
    : '';
  return cutAtWord(why + gap, 600);
}

function idea(input: BlogTopicRequest, template: Template, w: Words, n: number): BlogIdea | undefined {
  const title = template.title(w);
  if (!title || Array.from(title).length > TITLE_MAX) return undefined;
  return {
    title,
    type: blogContentTypeLabels[template.format],
    reasoning: reasoning(input, w, template.format, template.angle, n),
    ...(n % 3 === 2 ? {} : { example_cta: ctas[n % ctas.length]!(w) }),
  };
}

/** Words naming no keyword, audience or industry: fallback ideas survive excluding any of those. */
const NEUTRAL: Words = {
  k: '',
  ks: '',
  A: 'Customers',
  a: 'readers',
  I: 'Local',
  IB: 'Local Business',
  i: 'local business',
};

/** Industries that name a kind of business already. */
const BUSINESS =
  /\b(?:business|agency|company|firm|studio|shop|store|practice|salon|bakery|café|cafe|restaurant|clinic)$/i;

function wordsOf(input: BlogTopicRequest, keyword?: string): Words {
  const audience = shortNoun(phraseOf(input.targetAudience, true), 30)!;
  const industry = shortNoun(phraseOf(input.industry, true), 30)!;
  const business = BUSINESS.test(industry) ? industry : `${industry} business`;
  const base = {
    A: titleCase(audience),
    a: audience,
    I: titleCase(industry),
    IB: titleCase(business),
    i: midSentence(business),
  };
  if (!keyword) return { ...base, k: '', ks: '' };
  const phrase = phraseOf(keyword);
  const noun = shortNoun(phrase, 40);
  return {
    ...base,
    k: phrase.text,
    ks: noun ?? phrase.text,
    K: noun && titleCase(noun),
    N: phrase.kind === 'noun' && noun ? titleCase(noun) : undefined,
    Do: phrase.kind === 'action' ? titleCase(phrase.action!) : undefined,
    Q: !phrase.noun && Array.from(phrase.text).length <= 40 ? titleCase(capitalise(phrase.text)) : undefined,
  };
}

/** The templates of one format, or for a mix every format in turn (how-to, listicle, guide, …, how-to, …). */
function formatsOf(type: BlogContentType): Template[] {
  if (type !== 'mixed') return keywordTemplates.filter((t) => t.format === type);
  const formats = [...new Set(keywordTemplates.map((t) => t.format))];
  const byFormat = formats.map((format) => keywordTemplates.filter((t) => t.format === format));
  const rounds = Math.max(...byFormat.map((list) => list.length));
  return Array.from({ length: rounds }, (_, i) => byFormat.flatMap((list) => list[i] ?? [])).flat();
}

/** Keyword ideas of the chosen format (every format for a mix): every keyword in turn, each with a different template. */
function candidates(input: BlogTopicRequest, seed: number): BlogIdea[] {
  const keywords = input.targetKeywords.map((keyword) => wordsOf(input, keyword));
  const templates = rotate(formatsOf(input.contentType), seed).filter((template) =>
    keywords.some((w) => template.title(w)),
  );
  const ideas: BlogIdea[] = [];
  // Each round gives every keyword a different template; over the rounds each keyword gets them all.
  for (let round = 0; round < templates.length; round++) {
    keywords.forEach((w, j) => {
      const made = idea(input, templates[(j + round) % templates.length]!, w, ideas.length);
      if (made) ideas.push(made);
    });
  }
  const format: Format = input.contentType === 'mixed' ? 'listicle' : input.contentType;
  // Ideas without keywords: with the visitor's audience and industry, then with neutral words that
  // survive any exclusion.
  const fallback = [wordsOf(input), NEUTRAL].flatMap((w, round) =>
    fallbackTitles.flatMap(
      (title, i) =>
        idea(input, { format, title, angle: 'straight answers' }, w, ideas.length + round * 10 + i) ?? [],
    ),
  );
  return [...ideas, ...fallback];
}

/**
 * A deterministic set of 5 to 10 ideas from the request alone: what demo mode answers instead of a
 * model, with room for one idea per keyword. Ideas that touch an excluded topic are dropped before
 * counting, as the service would.
 */
export function demoBlogIdeas(input: BlogTopicRequest): { ideas: BlogIdea[] } {
  const seed = seedOf(JSON.stringify(input));
  const seeded = IDEA_COUNT.min + (seed % (IDEA_COUNT.max - IDEA_COUNT.min + 1));
  const count = Math.min(IDEA_COUNT.max, Math.max(seeded, input.targetKeywords.length));
  const kept = withoutExcluded(candidates(input, seed), input.excludeTopics);
  const unique = kept.filter((i, n) => kept.findIndex((other) => other.title === i.title) === n);
  return { ideas: unique.slice(0, count) };
}
