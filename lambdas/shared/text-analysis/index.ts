/**
 * What a text is about, counted with wink-nlp and its English lite model (tokens, stop words, Porter stems):
 * content words by stem, and the two-word phrases they form. The library and its 3.8 MB model load on the first
 * call (`await analyzer()`), never at a cold start; the content grader and live research use it.
 */
import type { ItemSentence, ItemToken, WinkMethods } from 'wink-nlp';
import { boundedText, textLimits } from './bounded-text';

/** A text's content words and phrases, keyed by stem (`feed`, `sourdough starter`), with their counts. */
export interface Analysis {
  /** Content words (not stop words, not numbers or punctuation). */
  words: number;
  /** Stem (or two stems joined by a space) → how often it occurs. */
  counts: Map<string, number>;
  /** Stem → the word as most often written, to show a term as a person would read it. */
  surface: Map<string, string>;
}

export interface Analyzer {
  /** Counts a text's content words and two-word phrases. */
  analyse(text: string): Analysis;
  /** The same counts read a block at a time (a request's work in steps), the words cap over them all. */
  tally(): Tally;
  /** The content stems of a short text (a heading, a keyword, a question), in order. */
  stems(text: string): string[];
}

/** Counts in progress: blocks added in order, then the analysis. */
export interface Tally {
  add(text: string): void;
  done(): Analysis;
}

/** Counts kept of a text, however long: the most frequent stems and phrases. */
const KEEP = 400;

/** Sentences read at once: a few milliseconds of work, so a server can yield between groups. */
const SENTENCES_PER_STEP = 60;

/** A text in groups of SENTENCES_PER_STEP sentences (or lines), the way every analysis reads it. */
export function* textSteps(text: string): Generator<string> {
  const group: string[] = [];
  for (const line of text.split('\n'))
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      group.push(sentence);
      if (group.length === SENTENCES_PER_STEP) yield group.splice(0).join('\n');
    }
  if (group.length) yield group.join('\n');
}

type Run = { stem: string; word: string }[];

function analyserOf(nlp: WinkMethods): Analyzer {
  const { its } = nlp;
  // wink-nlp types its.stem with the model's addons, which its own ItemToken.out signature does not list.
  const stem = its.stem as unknown as Parameters<ItemToken['out']>[0];
  /** Each sentence's runs of content words (a stop word, number or punctuation ends a run), and the tokens read. */
  function runs(text: string, words: number = textLimits.words): { runs: Run[]; tokens: number } {
    const all: Run[] = [];
    // Bounded first: wink-nlp's work grows faster than a token's length (bounded-text.ts).
    const bounded = boundedText(text, words);
    const doc = nlp.readDoc(bounded.text);
    doc.sentences().each((sentence: ItemSentence) => {
      let run: Run = [];
      sentence.tokens().each((token: ItemToken) => {
        const content = token.out(its.type) === 'word' && !token.out(its.stopWordFlag);
        if (content) run.push({ stem: String(token.out(stem)), word: token.out(its.normal) });
        else if (run.length) {
          all.push(run);
          run = [];
        }
      });
      if (run.length) all.push(run);
    });
    return { runs: all, tokens: bounded.tokens };
  }
  function tally(): Tally {
    const counts = new Map<string, number>();
    const spelled = new Map<string, Map<string, number>>();
    let words = 0;
    let room: number = textLimits.words;
    const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
    return {
      add(text) {
        if (room <= 0) return;
        const read = runs(text, room);
        room -= read.tokens;
        for (const run of read.runs)
          run.forEach(({ stem, word }, i) => {
            words++;
            add(stem);
            const forms = spelled.get(stem) ?? spelled.set(stem, new Map()).get(stem)!;
            forms.set(word, (forms.get(word) ?? 0) + 1);
            const next = run[i + 1];
            if (next) add(`${stem} ${next.stem}`);
          });
      },
      done() {
        const kept = new Map([...counts].sort((a, b) => b[1] - a[1]).slice(0, KEEP));
        const surface = new Map(
          [...spelled].map(([stem, forms]) => [stem, [...forms].sort((a, b) => b[1] - a[1])[0]![0]]),
        );
        return { words, counts: kept, surface };
      },
    };
  }
  return {
    stems: (text) => runs(text).runs.flatMap((run) => run.map(({ stem }) => stem)),
    tally,
    analyse(text) {
      const counting = tally();
      for (const part of textSteps(text)) counting.add(part);
      return counting.done();
    },
  };
}

let loading: Promise<Analyzer> | undefined;

/** The analyzer, loaded on first use (library and model, about 0.2 s) and kept for the function's life. */
export function analyzer(): Promise<Analyzer> {
  loading ??= Promise.all([import('wink-nlp'), import('wink-eng-lite-web-model')]).then(
    ([{ default: winkNLP }, { default: model }]) => analyserOf(winkNLP(model, ['sbd', 'negation'])),
  );
  return loading;
}

/** A term or phrase as a person reads it: each stem in its most common written form. */
export const termOf = (key: string, surface: ReadonlyMap<string, string>): string =>
  key
    .split(' ')
    .map((stem) => surface.get(stem) ?? stem)
    .join(' ');
