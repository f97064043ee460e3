import { foldAccents } from '../documents/text';
import {
  archetypeIds,
  archetypes,
  DEFAULT_ARCHETYPE,
  type Archetype,
  type ArchetypeId,
} from './demo-archetypes';

/** A visitor's text and how much it counts: an industry says more than an audience. */
export interface Clue {
  text: string;
  weight: number;
  /**
   * The text describes others, not the visitor's business (their customers, the videos a search found): it leads
   * to an archetype, never matches one, and an own word in it counts as a strong one.
   */
  others?: boolean;
}

/** Which archetype answers, and whether it is the visitor's own trade (the sample then says so). */
export interface ArchetypeChoice {
  id: ArchetypeId;
  matched: boolean;
}

/**
 * The least points (unweighted) that name an archetype with confidence: one strong or own word, or two of its
 * words, or one word no other archetype shares in a main field. Below it, the neutral archetype answers.
 */
export const CONFIDENT_POINTS = 2;

const listed = new Set(
  archetypeIds.flatMap((id) => [...archetypes[id].own, ...archetypes[id].strong, ...archetypes[id].words]),
);

/** The words of a text; a hyphenated word not on any list counts as its parts ('used-bike' is 'used', 'bike'). */
const wordsOf = (text: string): string[] =>
  (foldAccents(text.toLowerCase()).match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []).flatMap((word) =>
    word.includes('-') && !listed.has(word) ? word.split('-') : [word],
  );

/** The word without a plural ending, so 'bakeries' and 'candles' count as their singulars. */
const singular = (word: string) =>
  word.length > 4 && word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.length > 4 && /[^s]s$/.test(word)
      ? word.slice(0, -1)
      : word;

const has = (list: readonly string[], word: string) => list.includes(word) || list.includes(singular(word));

/** A word's points for an archetype; in others' text an own word is only a strong one (customers, not the business). */
const points = (archetype: Archetype, word: string, others = false) =>
  has(archetype.own, word)
    ? others
      ? 3
      : 5
    : has(archetype.strong, word)
      ? 3
      : has(archetype.words, word)
        ? 1
        : 0;

/** The archetype's points in each clue's words, weighted by the clue and not. */
function scoreOf(archetype: Archetype, clues: readonly Clue[]) {
  const each = clues.map((clue) => ({
    clue,
    points: wordsOf(clue.text).reduce((sum, word) => sum + points(archetype, word, clue.others), 0),
  }));
  return {
    weighted: each.reduce((sum, { clue, points }) => sum + clue.weight * points, 0),
    points: each.reduce((sum, { points }) => sum + points, 0),
  };
}

/** Whether a text about the visitor's own business names the archetype's own trade. */
const namesOwnTrade = (archetype: Archetype, clues: readonly Clue[]) =>
  clues.some((clue) => !clue.others && wordsOf(clue.text).some((word) => has(archetype.own, word)));

/**
 * The archetype whose keywords the visitor's texts share most (weighted; ties go to the earlier one), matched when
 * the visitor's own texts name its trade. Below CONFIDENT_POINTS the neutral archetype answers, unmatched: never a
 * confident wrong trade. Deterministic: the same input always picks the same one.
 */
export function nearestArchetype(clues: readonly Clue[]): ArchetypeChoice {
  const scored = archetypeIds.map((id) => ({
    id,
    ...scoreOf(archetypes[id], clues),
    matched: namesOwnTrade(archetypes[id], clues),
  }));
  // A tie goes to the archetype whose own trade the visitor names, then to the earlier one.
  const best = scored.reduce((top, next) =>
    next.weighted > top.weighted || (next.weighted === top.weighted && next.matched && !top.matched)
      ? next
      : top,
  );
  // One word no other archetype shares is enough in a main field (weighted 2 or more), not in a side one.
  const alone = best.weighted >= 2 && scored.every((other) => other.id === best.id || other.points === 0);
  if (!best.points || (best.points < CONFIDENT_POINTS && !alone))
    return { id: DEFAULT_ARCHETYPE, matched: false };
  return { id: best.id, matched: best.matched };
}
