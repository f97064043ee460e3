import * as z from './zod';
import { ErrorBodySchema } from './errors';
import { ProgressStepSchema } from './progress';
import { ResearchFieldsSchema } from './research';

/** Which sample a demo answer is, whose it is, and the visitor's input it was chosen for, as labelled fields. */
export const DemoSampleSchema = z.object({
  /** Whose sample it is: the fictional business it was written for ('your page' for one computed from it). */
  business: z.string(),
  /** What kind of business that is: 'a neighbourhood restaurant'. */
  kind: z.string(),
  /**
   * True when the sample is about the visitor's own trade (or computed from their own input); false when it was
   * written for another kind of business, which its first line then says. Kept results from before read as false.
   */
  matched: z._default(z.boolean(), false),
  /** Not matched: what a model's answer would be about, the visitor's business name or else their topic. */
  about: z.optional(z.string()),
  /** A sample computed from the visitor's own input: its first line, saying so. */
  basis: z.optional(z.string()),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Why a refinement answered the sample unchanged, when it did. */
  note: z.optional(z.string()),
});

export type DemoSample = z.infer<typeof DemoSampleSchema>;

/** What every generation answer carries besides its content. */
export const GenerationMetaSchema = z.object({
  /** True when the built-in demo generator wrote the answer, not a model. */
  demo: z.boolean(),
  /** Demo answers only: the sample's header (decision 17). */
  sample: z.optional(DemoSampleSchema),
  usage: z.object({
    inputTokens: z.number().check(z.int(), z.minimum(0)),
    outputTokens: z.number().check(z.int(), z.minimum(0)),
  }),
  /** This site's signature of the result: refine takes back only results that carry it, unchanged. */
  signature: z.optional(z.string().check(z.maxLength(100))),
});

export type GenerationMeta = z.infer<typeof GenerationMetaSchema>;

/**
 * One line of a streamed generation (`Accept: application/x-ndjson`): text as it is written,
 * then `done` with the meta, or `error` if generation failed after the first words. A tool that
 * measures something before writing (the landing page critique's checks, a brief's live research) sends it
 * first, once, as `data`, in the shape its own contract gives. A tool that works before writing (live
 * research) answers at once with a `progress` line naming the step; its `done` line then repeats the research.
 */
export const GenerationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), step: ProgressStepSchema }),
  z.object({ type: z.literal('data'), data: z.unknown() }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.extend(
    z.extend(z.object({ type: z.literal('done') }), GenerationMetaSchema.shape),
    z.partial(ResearchFieldsSchema).shape,
  ),
  z.extend(z.object({ type: z.literal('error') }), ErrorBodySchema.shape),
]);

export type GenerationEvent = z.infer<typeof GenerationEventSchema>;

export const NDJSON = 'application/x-ndjson';
