import * as z from '../shared/contracts/zod';
import { ProgrammaticPageSchema } from '../shared/contracts/programmatic-page';

/** `GET /api/programmatic-pages/{slug}`: one programmatic landing page, or 404. */
export const ProgrammaticPageParamsSchema = z.object({
  slug: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const ProgrammaticPageResponseSchema = ProgrammaticPageSchema;

export type ProgrammaticPageResponse = z.infer<typeof ProgrammaticPageResponseSchema>;
