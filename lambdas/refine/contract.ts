import * as z from '../shared/contracts/zod';
import { formatNumber } from '../shared/contracts/format-number';
import { outputLanguageField } from '../shared/contracts/language-field';
import { InstructionSchema } from '../shared/contracts/refinement';
import { UNSIGNED } from '../shared/results/unsigned';
import { declarationOf, isToolId, refineOf, toolIds, type ToolId } from '../../catalog/manifest';

/** Every tool's results can be refined: the tool's id names it in a refine request. */
export type RefineTool = ToolId;

/** Characters of every string in a value, however deep: what a previous result's cap counts. */
export function textChars(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + textChars(item), 0);
  if (value && typeof value === 'object') return textChars(Object.values(value));
  return 0;
}

/** What a form shows for a previous result over its tool's cap. */
export const tooLongToRefine = (max: number): string =>
  `This result is too long to refine: at most ${formatNumber(max)} characters can be refined.`;

/** What a form shows for a tool id that has no results to refine. */
export const unknownToolMessage = (tool: unknown): string =>
  tool === undefined || tool === ''
    ? `Please name the tool whose result to refine: one of ${toolIds.join(', ')}.`
    : `We cannot refine results of "${String(tool).slice(0, 40)}". The tool must be one of: ${toolIds.join(', ')}.`;

const ToolSchema = z.custom<RefineTool>(isToolId, {
  error: (issue) => unknownToolMessage(issue.input),
  abort: true,
});

/** The characters of a previous result of `tool`: what a refinement rewrites and carries over, meta aside. */
const refinedChars = (tool: RefineTool, previous: Record<string, unknown>): number => {
  const skipped = new Set<string>([...UNSIGNED, ...(refineOf(tool).anew ?? [])]);
  return textChars(Object.entries(previous).flatMap(([key, value]) => (skipped.has(key) ? [] : [value])));
};

/**
 * `POST /functions/v1/refine` (issue 28): a tool's previous answer, rewritten as the instruction asks, in
 * `outputLanguage` when given (a translation's `instruction.language` wins). Answered in the tool's own shape.
 * Here its previous result is held to the tool's cap (its declaration's); the route then holds it to the tool's
 * answer contract (`previous.ts`), which loads with that tool's refinement only.
 */
export const RefineRequestSchema = z
  .object({
    tool: ToolSchema,
    previous: z.record(z.string(), z.unknown()),
    instruction: InstructionSchema,
    ...outputLanguageField,
  })
  .check(
    z.superRefine(({ tool, previous }, ctx) => {
      const max = declarationOf(tool).refine.maxChars;
      if (refinedChars(tool, previous) > max)
        ctx.addIssue({ code: 'custom', path: ['previous'], message: tooLongToRefine(max), input: previous });
    }),
  );

export type RefineRequest = z.infer<typeof RefineRequestSchema>;
export type RefineBody = z.input<typeof RefineRequestSchema>;
