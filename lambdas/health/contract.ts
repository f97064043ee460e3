import * as z from 'zod';

/** `GET /api/health`: whether the API and its store answer. */
export const HealthResponseSchema = z.object({
  ok: z.boolean(),
  stage: z.string(),
  store: z.object({ kind: z.enum(['dynalite', 'dynamodb']), endpoint: z.string().optional() }),
  tables: z.record(z.string(), z.string()),
});

export type HealthResponse = z.infer<typeof HealthResponseSchema>;
