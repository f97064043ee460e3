/** The analysis form's check against the route's own schema: loaded when the form is first used, never with the page. */
import { OnlinePresenceRequestSchema, type OnlinePresenceBody } from '@lambdas/show-up-online/contract';
import { fieldErrors, type FieldErrors } from '@/lib/use-tool-form';
import { toRequestBody, type PresenceForm } from './form-state';

/** Validates with the same schema the server enforces; errors are keyed by form field. */
export function validatePresenceForm(
  form: PresenceForm,
): { body: OnlinePresenceBody } | { errors: FieldErrors<PresenceForm> } {
  const body = toRequestBody(form);
  const result = OnlinePresenceRequestSchema.safeParse(body);
  if (result.success) return { body };
  return { errors: fieldErrors<PresenceForm>(result.error) };
}
