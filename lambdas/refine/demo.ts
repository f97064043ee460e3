import type { DemoSample } from '../shared/contracts/generation';
import { languageOf } from '../shared/contracts/languages';
import { instructionLabels, type Instruction } from '../shared/contracts/refinement';
import {
  archetypeOf,
  sampleOf,
  variantNotes,
  type DemoAnswer,
  type DemoVariant,
} from '../shared/generator/demo-sample';
import type { RefineInput } from './prompt';

/** Labels of the header fields a refinement writes; an earlier refinement's are replaced. */
const REFINEMENT = 'Refinement';
const OWN_INSTRUCTION = 'Your instruction';

/** A Shorter or Longer the demo could not make (no written version 15 % apart): the header never claims it. */
const NOT_MADE = ' (not made: see the note)';

/** The header fields that say which refinement this is: the button, and the visitor's words for 'custom'. */
function refinementFields(instruction: Instruction, note?: string): DemoSample['fields'] {
  const asked =
    instruction.kind === 'translate'
      ? `Translate to ${languageOf(instruction.language).name}`
      : instructionLabels[instruction.kind];
  const unmade = note === variantNotes.shortest || note === variantNotes.longest;
  const label = unmade ? `${asked}${NOT_MADE}` : asked;
  const own =
    instruction.kind === 'custom' ? [{ label: OWN_INSTRUCTION, value: instruction.text ?? '' }] : [];
  return [{ label: REFINEMENT, value: label }, ...own];
}

/**
 * The header of a refined demo answer: the previous answer's own header when it came with one, else the
 * archetype its words are nearest to, with the refinement in labelled fields and the variant's note.
 */
function refinedSample(previous: unknown, text: string, instruction: Instruction, note?: string): DemoSample {
  const sent = (previous as { sample?: DemoSample }).sample;
  // Without the header the visitor's business is unknown: the sample is never said to be theirs.
  const base = sent ?? sampleOf({ id: archetypeOf([{ text, weight: 1 }]).id, matched: false }, {});
  const kept = base.fields.filter(({ label }) => label !== REFINEMENT && label !== OWN_INSTRUCTION);
  const { note: _earlier, ...header } = base;
  return {
    ...header,
    fields: [...kept, ...refinementFields(instruction, note)],
    ...(note ? { note } : {}),
  };
}

/**
 * A refinement answered from the written samples (decision 17): the tool's variant of the previous result,
 * under a header that says what was asked. A translation's own note gives way to the generator's, which
 * names the language asked for (shared/generator/language.ts).
 */
export function demoRefinement<C>(
  variant: DemoVariant<C>,
  input: RefineInput<unknown>,
  text: string,
): DemoAnswer<C> {
  const note = variant.note === variantNotes.translate ? undefined : variant.note;
  return { content: variant.content, sample: refinedSample(input.previous, text, input.instruction, note) };
}
