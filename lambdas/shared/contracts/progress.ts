import * as z from './zod';
import { ErrorBodySchema } from './errors';

/** The steps a long JSON answer reports while it works, in the words a script's log can show as they are. */
export const ProgressStepSchema = z.enum([
  'reading your site',
  'writing',
  'sending your email',
  'waiting for your earlier request',
  'researching what ranks today',
]);

export type ProgressStep = z.infer<typeof ProgressStepSchema>;

/**
 * One line of a JSON answer streamed with its progress (`Accept: application/x-ndjson` on a route whose work
 * can outlast CloudFront's 60 s wait): `progress` lines at once and while it works, then the answer a script
 * would get as plain JSON in one `result` line, or an `error` line carrying the status it would have had.
 */
export const AnswerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), step: ProgressStepSchema }),
  z.object({ type: z.literal('result'), result: z.unknown() }),
  z.extend(
    z.object({ type: z.literal('error'), status: z.number().check(z.int(), z.minimum(400), z.maximum(599)) }),
    ErrorBodySchema.shape,
  ),
]);

export type AnswerEvent = z.infer<typeof AnswerEventSchema>;
