import { rotate, seedOf } from '../shared/generator/demo-text';
import type { PresenceAnalysis } from './contract';
import { cutWords, demoRecommendations, type DemoWords } from './demo-recommendations';
import type { PresenceInput } from './prompt';

/** Headings that name a part of any site rather than something a customer searches for. */
const GENERIC_HEADINGS =
  /^(?:about|about us|contact|contact us|home|menu|blog|news|faq|faqs|services|our services|welcome|testimonials|reviews|gallery|team|our team|get in touch|find us|opening hours|hours|location|shop|products)$/;

/** A site's section headings that read as search phrases: short, plain words, no possessive opener. */
function headingPhrases(input: PresenceInput): string[] {
  return (input.siteFacts?.headings ?? [])
    .map((heading) =>
      heading
        .toLowerCase()
        .replace(/^(?:our|the|your|my)\s+/, '')
        .trim(),
    )
    .filter((heading) => /^[\p{L}' -]+$/u.test(heading) && heading.split(' ').length <= 4)
    .filter((heading) => heading.length >= 3 && !GENERIC_HEADINGS.test(heading))
    .slice(0, 2);
}

/** A competitor as a short name: its host when it is an address. */
function competitorName(line: string): string {
  const host = /^(?:https?:\/\/)?(?:www\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?:[/?#].*)?$/i.exec(line)?.[1];
  return cutWords(host ?? line, 40);
}

const unique = (items: string[]) => [...new Set(items.filter((item) => item.length >= 2))];

/**
 * A deterministic analysis from the form and the measured site facts: what demo mode answers
 * instead of a model. Keywords grow from the industry; recommendations follow the site's facts.
 */
export function demoPresenceAnalysis(input: PresenceInput): PresenceAnalysis {
  const { request } = input;
  const seed = seedOf(JSON.stringify(request));
  const words = request.industry
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const phrase = cutWords(words || 'local business', 40);
  const size = phrase.split(' ').length;
  const primary = size === 1 ? `${phrase} near me` : phrase;
  const brand = cutWords(request.companyName.toLowerCase(), 30);
  const easier = rotate(
    [
      `affordable ${phrase} near me`,
      `family-owned ${phrase}`,
      `${phrase} prices`,
      `trusted ${phrase} nearby`,
    ],
    seed,
  );
  const alternatives = unique([`${brand} ${phrase}`, ...easier.slice(0, 3)]);
  const competitors = request.competitors.map(competitorName);
  const related = unique([
    `best ${phrase}`,
    `${phrase} reviews`,
    `local ${phrase}`,
    ...headingPhrases(input),
    ...competitors.slice(0, 2).map((name) => `${name.toLowerCase()} alternatives`),
  ]).filter((keyword) => keyword !== primary);
  const demoWords: DemoWords = {
    company: cutWords(request.companyName, 60),
    phrase,
    primary,
    alternative: easier[0]!,
    competitor: competitors[0],
  };
  return {
    estimated_primary_keyword: primary,
    keyword_difficulty_estimate: size === 1 ? 'hard' : size === 2 ? 'moderate' : 'easy',
    easier_alternatives: alternatives,
    related_keywords: related.slice(0, 10),
    recommendations: demoRecommendations(input, demoWords, seed),
  };
}
