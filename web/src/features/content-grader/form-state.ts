import { ContentGraderRequestSchema, type ContentGraderBody } from '@lambdas/content-grader/contract';
import { askedLanguage } from '@/lib/output-language';
import { fieldErrors, type FieldErrors } from '@/lib/use-tool-form';
import type { SharedFields } from '@/lib/workspace/use-profile-prefill';
import { tool } from './tool';

/** What the visitor edits. */
export interface ContentGraderForm {
  topic: string;
  /** Blank until the profile or the browser's language fills it. */
  outputLanguage: string;
}

export const defaultContentGraderForm: ContentGraderForm = { topic: '', outputLanguage: '' };

/** The fields the business profile pre-fills. */
export const contentGraderProfileFields: SharedFields<ContentGraderForm> = tool.profile;

/** Validates with the same schema the server enforces; errors are keyed by form field. */
export function validateContentGraderForm(
  form: ContentGraderForm,
): { body: ContentGraderBody } | { errors: FieldErrors<ContentGraderForm> } {
  const body = { topic: form.topic, ...askedLanguage(form.outputLanguage) };
  const result = ContentGraderRequestSchema.safeParse(body);
  return result.success ? { body } : { errors: fieldErrors<ContentGraderForm>(result.error) };
}
