/**
 * What kind of phrase a visitor typed, and the forms of it that fit each kind of slot, so demo copy
 * puts a noun phrase where a noun goes and never treats 'Fresh Bread Every Saturday' as a verb.
 */
import { midSentence, tidy } from './demo-text';
import {
  AMBIGUOUS_VERBS,
  AUXILIARIES,
  DETERMINERS,
  FOREIGN_DETERMINERS,
  SENTENCE_MARKERS,
  SUBJECT_PRONOUNS,
  VERBS,
  WH_WORDS,
} from './demo-words';

export type PhraseKind = 'noun' | 'action' | 'clause' | 'question' | 'statement' | 'other';

export interface Phrase {
  /** As typed, tidied (see `tidy`). */
  text: string;
  kind: PhraseKind;
  /** A noun phrase in mid-sentence case ('tips on …'); absent for questions, statements and unplaceable text. */
  noun?: string;
  /** What fits after 'about' or 'guide to': the noun, or an indirect question ('why our bread costs more'). */
  about?: string;
  /** A verb phrase for 'how to …': the action itself, or 'get' and the noun. */
  action?: string;
}

/** Words of other languages that only occur in sentences. */
const FOREIGN_SENTENCE =
  /(?:^|\s)(?:ne|pas|est|sont|je|nous|vous|ils|elles|c'est|n'est|ist|sind|nicht)(?=\s|$)/i;

/** Words that open a clause inside a noun phrase. */
const CLAUSE_START = new Set([
  'who',
  'that',
  'which',
  'whose',
  'where',
  'when',
  'how',
  'why',
  'what',
  'whether',
]);

/** A word without punctuation, in lower case, for looking it up. */
export const bare = (word = '') => word.toLowerCase().replace(/[^\p{L}\p{N}'’]/gu, '');

/** The -ing form of a verb: 'bake' → 'baking', 'plan' → 'planning', 'tie' → 'tying'. */
export function gerund(verb: string): string {
  const word = verb.toLowerCase();
  if (/ie$/.test(word)) return `${word.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(word) && word !== 'be') return `${word.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word) && word.length <= 4) return `${word}${word.at(-1)}ing`;
  return `${word}ing`;
}

/** An action with its verb as a gerund: 'fill more orders' → 'filling more orders'. */
export const gerundPhrase = (action: string) => {
  const [verb = '', ...rest] = action.split(' ');
  return [gerund(verb), ...rest].join(' ');
};

function kindOf(text: string): PhraseKind {
  const words = text.replace(/\?$/, '').split(' ');
  const [w0, w1, w2] = words.map(bare);
  const isAcronym = /^\p{Lu}{2}$/u.test(words[0] ?? '');
  if (w0 === 'how' && w1 === 'to' && words.length > 2) return 'action';
  if (WH_WORDS.has(w0!) && words.length > 1)
    return AUXILIARIES.has(w1!) || (w0 === 'how' && SUBJECT_PRONOUNS.has(w1!)) ? 'question' : 'clause';
  if (text.endsWith('?') || AUXILIARIES.has(w0!)) return 'question';
  if ((SUBJECT_PRONOUNS.has(w0!) && !isAcronym && words.length > 1) || FOREIGN_SENTENCE.test(text))
    return 'statement';
  // Verbs after 'who', 'that' or 'how' belong to a clause inside a noun phrase ('owners who want …').
  const main = words.slice(0, words.findIndex((word, i) => i > 0 && CLAUSE_START.has(bare(word))) >>> 0);
  const marked = main.slice(1).some((word, i) => SENTENCE_MARKERS.has(bare(word)) && bare(main[i]) !== 'to');
  if (marked) return 'statement';
  if (words.length > 1 && VERBS.has(w0!)) return 'action';
  if (AMBIGUOUS_VERBS.has(w0!) && (DETERMINERS.has(w1!) || /^\d/.test(w1 ?? ''))) return 'action';
  if (FOREIGN_DETERMINERS.has(w1!) && /(?:er|ir|re)$/.test(w0!) && w2) return 'other';
  return 'noun';
}

/**
 * Reads visitor text as a phrase and works out its forms for noun, 'about' and 'how to' slots.
 * `asNoun` is for fields that name something (an audience, an industry, a keyword).
 */
export function phraseOf(raw: string, asNoun = false): Phrase {
  const text = tidy(raw);
  const kind = asNoun ? 'noun' : kindOf(text);
  const inSentence = midSentence(text);
  switch (kind) {
    case 'noun': {
      const action = /^\p{L}+ing\b/u.test(inSentence) ? `start ${inSentence}` : `get ${inSentence}`;
      return { text, kind, noun: inSentence, about: inSentence, action };
    }
    case 'action': {
      const action = midSentence(text.replace(/^(?:how )?to /i, ''));
      const noun = gerundPhrase(action);
      return { text, kind, noun, about: noun, action };
    }
    case 'clause':
      return { text, kind, about: inSentence.replace(/\?$/, '') };
    case 'question': {
      const how = /^how (?:do|can|should|could) (?:i|we|you) (.+?)\??$/i.exec(text);
      return how ? { text, kind, about: `how to ${how[1]}` } : { text, kind };
    }
    default:
      return { text, kind };
  }
}
