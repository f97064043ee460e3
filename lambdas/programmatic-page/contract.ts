import * as z from 'zod';
import { ProgrammaticPageSchema } from '../shared/contracts/programmatic-page';

/** `GET /api/programmatic-pages/{slug}`: one programmatic landing page, or 404. */
export const ProgrammaticPageParamsSchema = z.object({ slug: z.string().min(1).max(200) });

export const ProgrammaticPageResponseSchema = ProgrammaticPageSchema;

export type ProgrammaticPageResponse = z.infer<typeof ProgrammaticPageResponseSchema>;
