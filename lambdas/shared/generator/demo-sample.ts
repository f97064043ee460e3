import type { DemoSample } from '../contracts/generation';
import { endSentence } from '../contracts/demo-lines';
import type { Instruction } from '../contracts/refinement';
import { clip } from '../documents/text';
import { archetypes } from './demo-archetypes';
import { changedEnough } from './demo-levels';
import { nearestArchetype, type ArchetypeChoice, type Clue } from './nearest-archetype';

/** A header field shows at most this many characters of what the visitor typed. */
const FIELD_MAX = 80;

/** A demo answer: the sample's content, and the header that says what it is. */
export interface DemoAnswer<T> {
  content: T;
  sample: DemoSample;
}

/** What a model's answer would be about, in the first line: the business's name, else the topic in quotes. */
export interface Subject {
  name?: string | undefined;
  topic?: string | undefined;
}

const aboutOf = ({ name, topic }: Subject): string | undefined => {
  const own = clip((name ?? '').trim(), FIELD_MAX);
  const said = clip((topic ?? '').trim(), FIELD_MAX);
  return own || (said ? `“${said}”` : undefined);
};

/** The visitor's input as labelled fields: empty ones left out, long ones clipped. */
export const labelled = (fields: Record<string, string | undefined>): DemoSample['fields'] =>
  Object.entries(fields)
    .map(([label, value]) => ({ label, value: clip((value ?? '').trim(), FIELD_MAX) }))
    .filter(({ value }) => value);

/**
 * The header of a sample chosen for an archetype: whose it is, whether it is the visitor's own trade, and (when it
 * is not) what a model's answer would be about.
 */
export function sampleOf(
  choice: ArchetypeChoice,
  fields: Record<string, string | undefined>,
  subject: Subject = {},
): DemoSample {
  const { business, kind } = archetypes[choice.id];
  const about = choice.matched ? undefined : aboutOf(subject);
  return { business, kind, matched: choice.matched, ...(about ? { about } : {}), fields: labelled(fields) };
}

/**
 * The header of a sample computed from the visitor's own input (the grader's edits, the critique's checks):
 * about their own work, so matched, with a first line that says what it was computed from.
 */
export const ownInputSample = (
  own: { business: string; kind: string; basis: string },
  fields: Record<string, string | undefined>,
): DemoSample => ({ ...own, matched: true, fields: labelled(fields) });

/**
 * The header of a tool's placeholder sample (a scaffolded tool's, before it has samples per kind of business):
 * written for no business, which its first line says, with what a model's answer would be about.
 */
export function placeholderSample(
  tool: string,
  fields: Record<string, string | undefined>,
  subject: Subject,
): DemoSample {
  const about = aboutOf(subject) ?? 'your business';
  return {
    business: tool,
    kind: 'a placeholder',
    matched: false,
    about,
    basis: `Placeholder sample of the ${tool}, written in advance. With a model connected, the answer is about ${endSentence(about)}`,
    fields: labelled(fields),
  };
}

/** The nearest archetype to the visitor's texts, and whether it is their own trade (see nearest-archetype.ts). */
export const archetypeOf = (clues: readonly Clue[]): ArchetypeChoice => nearestArchetype(clues);

/** A refinement as the refine route receives it (lambdas/shared/contracts/refinement.ts). */
export type { Instruction };

/** A refined demo answer: another written version of the sample, or the same one with a note why. */
export interface DemoVariant<T> {
  content: T;
  note?: string;
}

const BEDROCK = 'Connect Amazon Bedrock to have it rewritten.';

/** Why the demo answers a refinement with the sample unchanged: it writes nothing it has not got. */
export const variantNotes = {
  formal: `Demo samples are written once, in one tone, so this is the same sample. ${BEDROCK}`,
  casual: `Demo samples are written once, in one tone, so this is the same sample. ${BEDROCK}`,
  translate: `Demo samples are written in English only, so this is the same sample. Connect Amazon Bedrock to have it translated.`,
  custom: `The demo cannot follow instructions of your own, so this is the same sample. ${BEDROCK}`,
  shortest: 'This is already the shortest version of the sample.',
  longest: 'This is already the longest version of the sample.',
  onlyOne: 'The demo has one version of this sample. Shorter and Longer give it at other lengths.',
  unknown: 'The demo does not recognise this result as one of its samples, so it is returned unchanged.',
} as const;

/**
 * Where a result sits among a sample's written versions: `levels` from shortest to longest, the
 * result at `index`, and the same levels of the sample's second pool when it has one.
 */
interface Found<T> {
  levels: readonly T[];
  index: number;
  another?: readonly T[];
}

/**
 * The next written version `direction` that changes the words by MIN_LENGTH_CHANGE at least (a version only a
 * line shorter is passed over), or none: then the refinement says it is already the shortest or longest.
 */
function lengthStep<T>(levels: readonly T[], index: number, direction: -1 | 1): T | undefined {
  for (let at = index + direction; at >= 0 && at < levels.length; at += direction)
    if (changedEnough(levels[index], levels[at], direction)) return levels[at];
  return undefined;
}

/** The version a refinement asks for, one step along the written versions, or a note why not. */
function stepVariant<T>(found: Found<T>, instruction: Instruction): DemoVariant<T> {
  const { levels, index } = found;
  const same = levels[index]!;
  switch (instruction.kind) {
    case 'shorter': {
      const step = lengthStep(levels, index, -1);
      return step === undefined ? { content: same, note: variantNotes.shortest } : { content: step };
    }
    case 'longer': {
      const step = lengthStep(levels, index, 1);
      return step === undefined ? { content: same, note: variantNotes.longest } : { content: step };
    }
    case 'another':
      return found.another
        ? { content: found.another[index]! }
        : { content: same, note: variantNotes.onlyOne };
    default:
      return { content: same, note: variantNotes[instruction.kind] };
  }
}

/** Compares two answers as written: texts without surrounding space, objects by their JSON. */
const sameAnswer = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string'
    ? a.trim() === b.trim()
    : JSON.stringify(a) === JSON.stringify(b);

/**
 * The refinement of a previous result: the written sample it is found in, one step along, or the
 * result unchanged with a note when no sample holds it. `pools` lists every sample's versions.
 */
export function variantOf<T>(
  pools: readonly { levels: readonly T[]; another?: readonly T[] }[],
  previous: T,
  instruction: Instruction,
  same: (a: T, b: T) => boolean = sameAnswer,
): DemoVariant<T> {
  for (const pool of pools) {
    const own = pool.levels.findIndex((level) => same(level, previous));
    if (own >= 0) return stepVariant({ levels: pool.levels, index: own, another: pool.another }, instruction);
    const other = pool.another?.findIndex((level) => same(level, previous)) ?? -1;
    if (other >= 0)
      return stepVariant({ levels: pool.another!, index: other, another: pool.levels }, instruction);
  }
  return { content: previous, note: variantNotes.unknown };
}
