/** The headlines form's check against the route's own schema: loaded when the form is first used, never with the page. */
import { HeadlineRequestSchema, type HeadlineBody } from '@lambdas/headline-hook/contract';
import { fieldErrors } from '@/lib/use-tool-form';
import { toRequestBody, type HeadlineForm, type HeadlineFormErrors } from './form-state';

const fieldOf: Record<string, keyof HeadlineForm> = {
  contentTopic: 'topic',
  targetAudience: 'audience',
  mainProblem: 'keyBenefit',
  emotionalTrigger: 'trigger',
  hookStyle: 'trigger',
};

export type HeadlineValidation =
  | { body: HeadlineBody }
  | {
      errors: HeadlineFormErrors;
      /** Topic or audience is empty: the product rules' (docs/product.md#headlines-and-hooks) toast. */
      missingRequired: boolean;
    };

/** Validates with the same schema the server enforces; errors are keyed by form field. */
export function validateHeadlineForm(form: HeadlineForm): HeadlineValidation {
  const body = toRequestBody(form);
  const result = HeadlineRequestSchema.safeParse(body);
  if (result.success) return { body };
  const errors = fieldErrors<HeadlineForm>(result.error, fieldOf);
  return { errors, missingRequired: !form.topic.trim() || !form.audience.trim() };
}
