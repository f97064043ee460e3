import * as z from '../shared/contracts/zod';
import { formatNumber } from '../shared/contracts/format-number';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { outputLanguageField } from '../shared/contracts/languages';
import { InstructionSchema } from '../shared/contracts/refinement';
import { BlogTopicResponseSchema } from '../blog-topic/contract';
import { BrandRoastResponseSchema } from '../brand-roast/contract';
import { ContentBriefResponseSchema } from '../content-brief/contract';
import { HeadlineResponseSchema } from '../headline-hook/contract';
import { IdeaGeneratorResponseSchema } from '../idea-generator/contract';
import { CritiqueResponseSchema } from '../landing-page-critique/contract';
import { LinkedInPostResponseSchema } from '../linkedin-post/contract';
import { OnlinePresenceResponseSchema } from '../show-up-online/contract';

/**
 * Each tool whose results can be refined (its route id), with its answer's contract, the fields a refinement
 * rewrites, and the most characters those fields may hold (every string in them counted).
 */
export const refinable = {
  'content-brief': { response: ContentBriefResponseSchema, fields: ['brief'], maxChars: 20_000 },
  'headline-hook': { response: HeadlineResponseSchema, fields: ['result'], maxChars: 8_000 },
  'blog-topic': { response: BlogTopicResponseSchema, fields: ['ideas'], maxChars: 12_000 },
  'landing-page-critique': { response: CritiqueResponseSchema, fields: ['analysis'], maxChars: 20_000 },
  'linkedin-post': { response: LinkedInPostResponseSchema, fields: ['post'], maxChars: 6_000 },
  'show-up-online': { response: OnlinePresenceResponseSchema, fields: ['analysis'], maxChars: 16_000 },
  'idea-generator': { response: IdeaGeneratorResponseSchema, fields: ['ideas'], maxChars: 12_000 },
  'brand-roast': { response: BrandRoastResponseSchema, fields: ['roast', 'rebuild'], maxChars: 10_000 },
} as const;

export type RefineTool = keyof typeof refinable;

export const refineTools = Object.keys(refinable) as RefineTool[];

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

/** Answer fields a refinement does not need: the generation meta, and what it measures again or never does. */
const optionalMeta = z.partial(GenerationMetaSchema).shape;
const notRead = {
  'linkedin-post': { stats: z.optional(LinkedInPostResponseSchema.shape.stats) },
  'brand-roast': { emailed: z.optional(z.boolean()) },
} as const;

/**
 * A previous result of `tool`, as the tool answered it: held to the cap before its shape, so an oversized
 * result is refused with one clear message, not one per field.
 */
function previousOf<T extends RefineTool>(tool: T) {
  const { response, fields, maxChars } = refinable[tool];
  const own = tool in notRead ? notRead[tool as keyof typeof notRead] : {};
  const capped = z
    .unknown()
    .check(
      z.refine(
        (value) =>
          !value ||
          typeof value !== 'object' ||
          textChars(fields.map((key) => (value as Record<string, unknown>)[key])) <= maxChars,
        { message: tooLongToRefine(maxChars), abort: true },
      ),
    );
  return z.pipe(capped, z.extend(response as (typeof refinable)[T]['response'], { ...optionalMeta, ...own }));
}

const option = <T extends RefineTool>(tool: T) =>
  z.object({
    tool: z.literal(tool),
    previous: previousOf(tool),
    instruction: InstructionSchema,
    ...outputLanguageField,
  });

/** What a form shows for a tool id that has no results to refine. */
export const unknownToolMessage = (tool: unknown): string =>
  tool === undefined || tool === ''
    ? `Please name the tool whose result to refine: one of ${refineTools.join(', ')}.`
    : `We cannot refine results of "${String(tool).slice(0, 40)}". The tool must be one of: ${refineTools.join(', ')}.`;

/**
 * `POST /functions/v1/refine` (issue 28): a tool's previous answer, rewritten as the instruction asks, in
 * `outputLanguage` when given (a translation's `instruction.language` wins). Answered in the tool's own shape.
 */
export const RefineRequestSchema = z.discriminatedUnion(
  'tool',
  [
    option('content-brief'),
    option('headline-hook'),
    option('blog-topic'),
    option('landing-page-critique'),
    option('linkedin-post'),
    option('show-up-online'),
    option('idea-generator'),
    option('brand-roast'),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? unknownToolMessage((issue.input as { tool?: unknown } | undefined)?.tool)
        : undefined,
  },
);

export type RefineRequest = z.infer<typeof RefineRequestSchema>;
export type RefineBody = z.input<typeof RefineRequestSchema>;
/** A previous result of one tool, as the route reads it. */
export type PreviousOf<T extends RefineTool> = Extract<RefineRequest, { tool: T }>['previous'];

/** The answer of a refinement of `tool`: that tool's own answer contract. */
export const refineResponseSchema = <T extends RefineTool>(tool: T): (typeof refinable)[T]['response'] =>
  refinable[tool].response;
