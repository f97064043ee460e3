/** The brief form's check against the route's own schema: loaded when the form is first used, never with the page. */
import { ContentBriefRequestSchema, type ContentBriefBody } from '@lambdas/content-brief/contract';
import { fieldErrors } from '@/lib/use-tool-form';
import { toRequestBody, type BriefForm, type BriefFormErrors } from './form-state';

const fieldOf: Record<string, keyof BriefForm> = {
  experience_level: 'experienceLevel',
  briefDepth: 'wordCount',
};

/** Validates with the same schema the server enforces; errors are keyed by form field. */
export function validateBriefForm(form: BriefForm): { body: ContentBriefBody } | { errors: BriefFormErrors } {
  const body = toRequestBody(form);
  const result = ContentBriefRequestSchema.safeParse(body);
  if (result.success) return { body };
  return { errors: fieldErrors<BriefForm>(result.error, fieldOf) };
}
