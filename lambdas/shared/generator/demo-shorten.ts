/**
 * Shorter forms of visitor phrases that still read as phrases: cut where a new part begins, a
 * clause reduced to its subject, and the agreement of a noun phrase (is or are).
 */
import { cutAtWord, trimDangling } from '../documents/text';
import { bare, gerundPhrase, phraseOf, type Phrase } from './demo-phrases';
import { midSentence } from './demo-text';
import { AUXILIARIES, SENTENCE_MARKERS } from './demo-words';

/** Words a sentence may be shortened before, so what is left is still a sentence. */
const SENTENCE_BREAKS = new Set('because since so but although though while whereas which and'.split(' '));

/** Words a phrase may be shortened before, so what is left is still a phrase: 'owners | of listed buildings'. */
const BREAK_BEFORE = new Set(
  `about across after at because before between but by during for from in into like of on over since so than
  that through to under until via when where which while who whose with within without and or can could
  should will would must may might is are was were has have`.split(/\s+/),
);

/** Words that open a relative clause. */
const RELATIVE = new Set(['who', 'that', 'which', 'whose']);

/** Lead-ins that carry no meaning in a short form: 'The complete guide to …', 'An introduction to …'. */
const LEAD_IN =
  /^(?:an? |the )?(?:[\w'’,-]+ ){0,3}(?:guide|introduction|explanation|overview|primer|look)(?: (?:to|of|on|at))? /i;

/**
 * The phrase in at most `max` characters, cut where a new part of it begins (before 'of', 'who',
 * 'in'…) so it still reads as a phrase, or failing that at a word boundary.
 */
export function shorten(text: string, max: number, sentence = false): string {
  if (Array.from(text).length <= max) return text;
  const stripped = sentence ? text : text.replace(LEAD_IN, '');
  const firstSentence = sentence ? /^.+?[.!?](?=\s)/.exec(stripped)?.[0] : undefined;
  if (firstSentence && Array.from(firstSentence).length <= max) return firstSentence.replace(/[.!]$/, '');
  const words = stripped.split(' ');
  const breaks = sentence ? SENTENCE_BREAKS : BREAK_BEFORE;
  let best: string | undefined;
  for (let i = 1; i < words.length; i++) {
    // 'couples | planning a wedding': a participle after a plural noun starts a new part too.
    const participle = !sentence && /\p{L}ing$/u.test(bare(words[i])) && /[^s]s$/.test(bare(words[i - 1]));
    const dash = !sentence && /^[–—-]$/.test(words[i]!);
    if (!breaks.has(bare(words[i])) && !participle && !dash && !/[,;:]$/.test(words[i - 1]!)) continue;
    const candidate = trimDangling(words.slice(0, i).join(' '));
    if (Array.from(candidate).length > max) break;
    // Never end inside a list ('choosing, installing | and maintaining') or a relative clause
    // ('commuters who ride | to work'); a head noun alone only before its relative clause.
    const inList = candidate.includes(',') && /^(?:and|or)$/i.test(bare(words[i]));
    const inClause = !sentence && words.slice(1, i).some((word) => RELATIVE.has(bare(word)));
    const headNoun = i === 1 && RELATIVE.has(bare(words[1]));
    if (!inList && !inClause && (sentence || i >= 2 || headNoun)) best = candidate;
  }
  // Failing a part that fits, the head noun alone reads better than a phrase cut short.
  const head = !sentence && words.length > 1 && BREAK_BEFORE.has(bare(words[1])) ? words[0] : undefined;
  return best ?? (head && Array.from(head).length <= max ? head : cutAtWord(stripped, max));
}

/** A list of gerunds that opens a phrase: 'choosing, installing and maintaining '. */
const GERUND_LIST = /^(?:\p{L}+ing,? )+(?:(?:and|or) \p{L}+ing )/iu;

/** A verb ending in -s or -ed is recognised by what follows it: 'costs more', 'pays off', 'doubled new'. */
const PARTICLES = new Set(
  'off up out down more less better worse well badly fast twice so too a an the your our their its his her'.split(
    ' ',
  ),
);

const PERSONAL = /^(?:our|my|your|their|his|her|its|we|i|you|they|it|this|that)(?:\s|$)/i;

/** The subject of a clause: 'why our sourdough costs more' → 'our sourdough'. */
function subjectOf(clause: string): string | undefined {
  const words = clause.replace(/\?$/, '').split(' ').slice(1);
  const end = words.findIndex(
    (word, i) =>
      i > 0 &&
      (AUXILIARIES.has(bare(word)) ||
        SENTENCE_MARKERS.has(bare(word)) ||
        /ed$/.test(bare(word)) ||
        (/s$/.test(bare(word)) && PARTICLES.has(bare(words[i + 1])))),
  );
  const subject = words.slice(0, end < 0 ? words.length : end);
  return subject.length >= 1 && end > 0 ? subject.join(' ') : undefined;
}

/**
 * A short noun phrase for a phrase, at most `max` characters: the noun shortened where a new part
 * begins, without lead-ins such as 'The complete guide to'; for a clause ('how small shops can
 * compete'), its subject. Undefined when the phrase has no noun to offer.
 */
export function shortNoun(phrase: Phrase, max: number): string | undefined {
  const inner = phrase.noun ?? phrase.about;
  if (!inner) return undefined;
  const how = /^how to (.+)$/i.exec(inner);
  if (how) return shorten(gerundPhrase(how[1]!), max);
  const core = inner.replace(LEAD_IN, '');
  const reread = core === inner ? phrase : phraseOf(core);
  if (reread.kind === 'clause' || (reread.kind === 'question' && phrase.about)) {
    const subject = subjectOf(reread.about ?? core);
    // 'our sourdough' from 'why our sourdough costs more' is no topic on its own.
    return subject && !PERSONAL.test(subject) ? shorten(subject, max) : undefined;
  }
  if (!reread.noun) return undefined;
  // 'Café Olé — our story' is, in short, 'Café Olé'.
  const noun = midSentence(reread.noun.split(/\s[–—-]\s|:\s/)[0]!);
  // 'choosing, installing and maintaining solar panels on …' is, in short, 'solar panels on …'.
  const object = Array.from(noun).length > max ? noun.replace(GERUND_LIST, '') : noun;
  return shorten(object, max);
}

/** Whether a noun phrase is plural, judged by its head ('shops in small towns' yes, 'email marketing for shops' no). */
export function isPlural(noun: string): boolean {
  const words = noun.split(' ');
  const end = words.findIndex(
    (word, i) => i > 0 && (BREAK_BEFORE.has(bare(word)) || RELATIVE.has(bare(word))),
  );
  const head = bare(words[(end < 0 ? words.length : end) - 1]);
  return /[^su]s$/.test(head) && !/(?:ics|ness|ss)$/.test(head);
}

/** 'is' or 'are', to follow a noun phrase. */
export const isOrAre = (noun: string): string => (isPlural(noun) ? 'are' : 'is');
