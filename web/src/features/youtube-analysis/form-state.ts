import { YouTubeSearchRequestSchema, type YouTubeSearchRequest } from '@lambdas/youtube-search/contract';
import { fieldErrors, type FieldErrors } from '@/lib/use-tool-form';

export interface KeywordForm {
  topic: string;
}

export const defaultKeywordForm: KeywordForm = { topic: '' };

/** Validates with the same schema the server enforces; a blank keyword also gets the 'Input required' toast. */
export function validateKeywordForm(
  form: KeywordForm,
): { body: YouTubeSearchRequest } | { errors: FieldErrors<KeywordForm>; blank: boolean } {
  const result = YouTubeSearchRequestSchema.safeParse(form);
  if (result.success) return { body: result.data };
  return { errors: fieldErrors<KeywordForm>(result.error), blank: form.topic.trim() === '' };
}
