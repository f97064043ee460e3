/**
 * The measuring half of `npm run bench:grader` (its set-up is unit-tested at tiny sizes): a draft and sources of
 * realistic, varied text, the sources' terms counted as research counts them, then CPU per grade.
 */
import { draftFromText } from '../../lambdas/content-grader/grade/draft';
import { gradeDraft } from '../../lambdas/content-grader/grade/grade';
import { targetsOf, type SourceFacts } from '../../lambdas/content-grader/grade/targets';
import { analyzer, termOf } from '../../lambdas/shared/text-analysis';

const TOPICS = [
  'feeding schedule',
  'flour types',
  'water temperature',
  'storing in the fridge',
  'reviving a sluggish starter',
  'hydration ratios',
  'discard recipes',
  'signs it is ready',
  'wild yeast',
  'lactic acid bacteria',
  'rye flour',
  'kitchen temperature',
  'starter jars',
  'float test',
  'baking schedule',
  'oven spring',
];
const WORDS =
  `the a starter sourdough flour water feed feeding jar rise bubbles yeast bacteria warm cool kitchen
  rye wheat whole grain hydration ratio gram scale discard levain dough bake loaf crust crumb oven proof
  temperature hours morning evening smell sour tang active sluggish revive fridge store week bread bakers
  simple steady patient daily mix stir cover lid rubber band mark double peak fall collapse`
    .split(/\s+/)
    .filter(Boolean);

/** `words` words of sentences on `topics`, under one H2 each: deterministic for the same seed. */
export function article(words: number, topics: readonly string[], seed: number): string {
  const lines: string[] = ['# Sourdough starter'];
  let written = 0;
  let i = seed;
  const per = Math.ceil(words / topics.length);
  for (const topic of topics) {
    lines.push('', `## ${topic.charAt(0).toUpperCase()}${topic.slice(1)}`, '');
    const sentence: string[] = [];
    for (let n = 0; n < per && written < words; n++, written++) {
      i = (i * 1103515245 + 12345) % 2147483648;
      sentence.push(n % 9 === 0 ? topic.split(' ')[0]! : WORDS[i % WORDS.length]!);
      if (sentence.length === 14) lines.push(`${sentence.splice(0).join(' ')}.`);
    }
    if (sentence.length) lines.push(`${sentence.join(' ')}.`);
  }
  return lines.join('\n');
}

/** Sources as research keeps them: their outline and questions, and their terms counted from their text. */
export async function sourcesOf(count: number, words: number): Promise<SourceFacts[]> {
  const nlp = await analyzer();
  return Array.from({ length: count }, (_, s) => {
    const topics = TOPICS.filter((_, t) => (t + s) % 3 !== 0);
    const { counts, surface } = nlp.analyse(article(words, topics, s + 1));
    return {
      n: s + 1,
      read: true,
      wordCount: words,
      outline: topics.map((text) => ({ level: 2 as const, text })),
      questions: ['How often should you feed a starter?'],
      terms: [...counts]
        .filter(([, n]) => n > 1)
        .slice(0, 80)
        .map(([key, n]) => ({ key, term: termOf(key, surface), count: n })),
    };
  });
}

/** CPU milliseconds of each of `runs` grades of a `words`-word draft against `sources`. */
export async function gradeTimes(
  words: number,
  sources: readonly SourceFacts[],
  runs: number,
): Promise<number[]> {
  const nlp = await analyzer();
  const draft = article(words, TOPICS.slice(0, 8), 99);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = process.cpuUsage();
    const targets = targetsOf('sourdough starter', sources, [], undefined, nlp);
    gradeDraft(draftFromText(draft), targets, nlp);
    const { user, system } = process.cpuUsage(start);
    times.push((user + system) / 1000);
  }
  return times;
}

/** The median of some numbers. */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * CPU milliseconds of each of `runs` re-grades of a `words`-word draft: the draft's side alone (Markdown, the
 * analysis, the items) against targets measured once, as the browser's worker re-grades an edited draft.
 */
export async function regradeTimes(
  words: number,
  sources: readonly SourceFacts[],
  runs: number,
): Promise<number[]> {
  const nlp = await analyzer();
  const targets = targetsOf('sourdough starter', sources, [], undefined, nlp);
  const draft = article(words, TOPICS.slice(0, 8), 99);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = process.cpuUsage();
    gradeDraft(draftFromText(`${draft} edit${run}`), targets, nlp);
    const { user, system } = process.cpuUsage(start);
    times.push((user + system) / 1000);
  }
  return times;
}
