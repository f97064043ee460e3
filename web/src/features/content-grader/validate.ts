/** The grader form's check against the route's own schema: loaded when the form is first used, never with the page. */
import {
  ContentGraderRequestSchema,
  type BriefTargets,
  type ContentGraderBody,
} from '@lambdas/content-grader/contract';
import { fieldErrors, type FieldErrors } from '@/lib/use-tool-form';
import { toRequestBody, type ContentGraderForm } from './form-state';

/** Validates with the same schema the server enforces; errors are keyed by form field. */
export function validateContentGraderForm(
  form: ContentGraderForm,
  brief?: BriefTargets,
): { body: ContentGraderBody } | { errors: FieldErrors<ContentGraderForm> } {
  const body = toRequestBody(form, brief);
  const result = ContentGraderRequestSchema.safeParse(body);
  return result.success ? { body } : { errors: fieldErrors<ContentGraderForm>(result.error) };
}
