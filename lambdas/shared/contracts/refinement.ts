import * as z from './zod';
import { LanguageCodeSchema } from './language-field';
import { tooLong } from './text-fields';

/** What a visitor can ask of a result (issue 28): the refine buttons, in the order the UI shows them. */
export const instructionKinds = [
  'shorter',
  'longer',
  'formal',
  'casual',
  'another',
  'translate',
  'custom',
] as const;

export type InstructionKind = (typeof instructionKinds)[number];

/** The button labels, for the UI and for the demo's header. */
export const instructionLabels: Record<InstructionKind, string> = {
  shorter: 'Shorter',
  longer: 'Longer',
  formal: 'More formal',
  casual: 'More casual',
  another: 'Another version',
  translate: 'Translate',
  custom: 'Your instruction',
};

/** The most characters of a visitor's own instruction. */
export const INSTRUCTION_MAX = 200;

/**
 * One refinement: `text` is read for 'custom' only and required there, `language` for 'translate' only and
 * required there (a listed language's code).
 */
export const InstructionSchema = z
  .object({
    kind: z.enum(instructionKinds, {
      error: `Please choose a refinement: ${instructionKinds.join(', ')}.`,
    }),
    text: z.optional(
      z.string().check(z.trim(), z.maxLength(INSTRUCTION_MAX, tooLong('Your instruction', INSTRUCTION_MAX))),
    ),
    language: z.optional(LanguageCodeSchema),
  })
  .check(
    z.refine((instruction) => instruction.kind !== 'custom' || Boolean(instruction.text), {
      path: ['text'],
      message: 'Please write your instruction.',
    }),
    z.refine((instruction) => instruction.kind !== 'translate' || instruction.language !== undefined, {
      path: ['language'],
      message: 'Please choose a language to translate into.',
    }),
  );

export type Instruction = z.infer<typeof InstructionSchema>;
export type InstructionBody = z.input<typeof InstructionSchema>;

/** Days a result can be refined after it was written; an older kept result can still be read, copied and downloaded. */
export const REFINE_MAX_AGE_DAYS = 30;

/** What refine answers, and the refine bar says, for a result older than that. */
export const RESULT_TOO_OLD = `This result is more than ${REFINE_MAX_AGE_DAYS} days old, so it can no longer be refined. You can still copy or download it, or generate it again.`;
