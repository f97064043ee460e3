/** The critique form's check against the route's own schema: loaded when the form is first used, never with the page. */
import { CritiqueRequestSchema, type CritiqueBody } from '@lambdas/landing-page-critique/contract';
import { fieldErrors, type FieldErrors } from '@/lib/use-tool-form';
import { toRequestBody, type CritiqueForm } from './form-state';

/** Validates with the same schema the server enforces; errors are keyed by form field. */
export function validateCritiqueForm(
  form: CritiqueForm,
): { body: CritiqueBody } | { errors: FieldErrors<CritiqueForm> } {
  const body = toRequestBody(form);
  const result = CritiqueRequestSchema.safeParse(body);
  return result.success ? { body } : { errors: fieldErrors<CritiqueForm>(result.error) };
}
