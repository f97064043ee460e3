import * as z from './zod';
import { ErrorBodySchema } from './errors';
import { ProgressStepSchema } from './progress';
import { ResearchFieldsSchema } from './research';

/** Which sample a demo answer is, and the visitor's input it was chosen for, as labelled fields. */
export const DemoSampleSchema = z.object({
  /** The fictional business the sample was written for. */
  business: z.string(),
  /** What kind of business that is: 'a neighbourhood restaurant'. */
  kind: z.string(),
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

/** What copied text and downloaded files say first when the built-in demo generator wrote them. */
export const DEMO_OUTPUT_LINE = 'Demo output: written by the built-in demo generator, not by an AI model.';

/**
 * The header of a demo answer: the visitor's input only in labelled fields, never in a sentence.
 * 'Demo: a sample written in advance for a business like yours (Marigold Kitchen, a neighbourhood restaurant) — Topic: … · Audience: …'
 */
export function demoSampleHeader(sample: DemoSample): string {
  const fields = sample.fields.map(({ label, value }) => `${label}: ${value}`).join(' · ');
  const lead = `Demo: a sample written in advance for a business like yours (${sample.business}, ${sample.kind})`;
  return fields ? `${lead} — ${fields}` : lead;
}
