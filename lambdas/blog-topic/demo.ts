import { capitalise, rotate, seedOf, titleCase } from '../shared/generator/demo-text';
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

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

const article = (phrase: string) => (/^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`);

function reasoning(input: BlogTopicRequest, w: Words, format: Format, angle: string, n: number): string {
  const search = w.k ? `search for "${w.k}"` : 'look for straight advice';
  const label = blogContentTypeLabels[format].toLowerCase();
  const why = `${capitalise(w.a)} who ${search} want ${angle}; ${article(label)} answers that directly.`;
  const competitor = input.competitorURLs[n % Math.max(1, input.competitorURLs.length)];
  const gap = competitor
    ? ` ${hostOf(competitor)} covers the basics but not ${angle}: that is the gap this fills.`
    : '';
  return (why + gap).slice(0, 600);
}

function idea(input: BlogTopicRequest, template: Template, w: Words, n: number): BlogIdea {
  const cta = ctas[n % ctas.length]!(w);
  return {
    title: template.title(w),
    type: blogContentTypeLabels[template.format],
    reasoning: reasoning(input, w, template.format, template.angle, n),
    ...(n % 3 === 2 ? {} : { example_cta: cta }),
  };
}

/** Words naming no keyword, audience or industry: fallback ideas survive excluding any of those. */
const NEUTRAL: Words = { k: '', K: '', A: 'Customers', a: 'readers', I: 'Local' };

function words(input: BlogTopicRequest, keyword: string): Words {
  const audience = input.targetAudience.length <= 40 ? input.targetAudience : 'your customers';
  return {
    k: keyword,
    K: titleCase(keyword),
    A: titleCase(audience),
    a: audience,
    I: titleCase(input.industry),
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

/** Keyword ideas of the chosen format (every format for a mix), each template once per keyword in turn. */
function candidates(input: BlogTopicRequest, seed: number): BlogIdea[] {
  const templates = rotate(formatsOf(input.contentType), seed);
  const keywords = input.targetKeywords;
  const ideas: BlogIdea[] = [];
  for (let round = 0; round < keywords.length; round++) {
    templates.forEach((template, j) =>
      ideas.push(idea(input, template, words(input, keywords[(j + round) % keywords.length]!), ideas.length)),
    );
  }
  const format: Format = input.contentType === 'mixed' ? 'listicle' : input.contentType;
  const fallback = fallbackTitles.map((title, i) =>
    idea(input, { format, title, angle: 'straight answers' }, NEUTRAL, ideas.length + i),
  );
  return [...ideas, ...fallback];
}

/**
 * A deterministic set of 5 to 10 ideas from the request alone: what demo mode answers instead of a
 * model. Ideas that touch an excluded topic are dropped before counting, as the service would.
 */
export function demoBlogIdeas(input: BlogTopicRequest): { ideas: BlogIdea[] } {
  const seed = seedOf(JSON.stringify(input));
  const count = IDEA_COUNT.min + (seed % (IDEA_COUNT.max - IDEA_COUNT.min + 1));
  const fitting = candidates(input, seed).filter((i) => i.title.length <= 120);
  const unique = fitting.filter((i, n) => fitting.findIndex((other) => other.title === i.title) === n);
  return { ideas: withoutExcluded(unique, input.excludeTopics).slice(0, count) };
}
