import * as z from '../shared/contracts/zod';

/** `GET /api/health`: whether the API and its store answer. */
export const HealthResponseSchema = z.object({
  ok: z.boolean(),
  stage: z.string(),
  store: z.object({ kind: z.enum(['dynalite', 'dynamodb']), endpoint: z.optional(z.string()) }),
  tables: z.record(z.string(), z.string()),
});

export type HealthResponse = z.infer<typeof HealthResponseSchema>;
