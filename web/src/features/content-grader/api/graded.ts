/** The grade the route measures before the edits, checked with its schema: loaded with the first request or kept grade. */
import { GradedSchema, type Graded } from '@lambdas/content-grader/contract';

/** The grade as sent, if it is one. */
export const readGraded = (data: unknown): Graded | undefined => GradedSchema.safeParse(data).data;
