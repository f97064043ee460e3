import * as z from './zod';

/** The JSON body of every error answer (docs/product.md#calls-and-answers `{ error, details }`, plus a machine-readable code). */
/** Every machine-readable reason an error answer gives (`code`). */
export const errorCodes = [
  'validation',
  'bad_request',
  'invalid_json',
  'unsupported_media_type',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'visitor_rate_limited',
  'capacity_reached',
  'model_access',
  'model_throttled',
  'model_error',
  'configuration',
  'timeout',
  'internal',
  'page_unreachable',
  'youtube_quota',
  'youtube_access',
  'youtube_error',
] as const;

export const ErrorBodySchema = z.object({
  error: z.string(),
  code: z.optional(z.enum(errorCodes)),
  details: z.optional(z.unknown()),
});

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The first sentence of the 503 of a spent day; the SPA adds the return time in the visitor's own time. */
export const CAPACITY_REACHED = "Our AI tools have reached today's capacity.";

/** What a `capacity_reached` answer carries: when the next day's budget starts (ISO 8601, midnight UTC). */
export const CapacityDetailsSchema = z.object({ retryAt: z.iso.datetime() });
