import * as z from './zod';
import { ErrorBodySchema } from './errors';

/** What every generation answer carries besides its content. */
export const GenerationMetaSchema = z.object({
  /** True when the built-in demo generator wrote the answer, not a model. */
  demo: z.boolean(),
  usage: z.object({
    inputTokens: z.number().check(z.int(), z.minimum(0)),
    outputTokens: z.number().check(z.int(), z.minimum(0)),
  }),
});

export type GenerationMeta = z.infer<typeof GenerationMetaSchema>;

/**
 * One line of a streamed generation (`Accept: application/x-ndjson`): text as it is written,
 * then `done` with the meta, or `error` if generation failed after the first words. A tool that
 * measures something before writing (the landing page critique's checks) sends it first, once, as
 * `data`, in the shape its own contract gives.
 */
export const GenerationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('data'), data: z.unknown() }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.extend(z.object({ type: z.literal('done') }), GenerationMetaSchema.shape),
  z.extend(z.object({ type: z.literal('error') }), ErrorBodySchema.shape),
]);

export type GenerationEvent = z.infer<typeof GenerationEventSchema>;

export const NDJSON = 'application/x-ndjson';

/** What copied text and downloaded files say first when the built-in demo generator wrote them. */
export const DEMO_OUTPUT_LINE = 'Demo output: written by the built-in demo generator, not by an AI model.';
