/** The page checks the route measures before the critique, checked with their schema: loaded with the first request or kept critique. */
import { CritiqueChecksSchema, type CritiqueChecks } from '@lambdas/landing-page-critique/contract';

/** The checks as sent, if they are. */
export const readChecks = (data: unknown): CritiqueChecks | undefined =>
  CritiqueChecksSchema.safeParse(data).data;
