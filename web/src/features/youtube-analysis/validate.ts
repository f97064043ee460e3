/** The keyword form's check against the search route's own schema: loaded when the form is first used, never with the page. */
import * as z from '@lambdas/shared/contracts/zod';
import { outputLanguageField } from '@lambdas/shared/contracts/language-field';
import { YouTubeSearchRequestSchema } from '@lambdas/youtube-analysis/search/contract';
import { askedLanguage } from '@/lib/output-language';
import { fieldErrors, type FieldErrors } from '@/lib/use-tool-form';
import type { KeywordBody, KeywordForm } from './form-state';

const KeywordSchema = z.extend(YouTubeSearchRequestSchema, outputLanguageField);

/** Validates with the same schema the server enforces; a blank keyword also gets the 'Input required' toast. */
export function validateKeywordForm(
  form: KeywordForm,
): { body: KeywordBody } | { errors: FieldErrors<KeywordForm>; blank: boolean } {
  const result = KeywordSchema.safeParse({
    topic: form.topic,
    ...askedLanguage(form.outputLanguage),
  });
  if (result.success) return { body: result.data };
  return { errors: fieldErrors<KeywordForm>(result.error), blank: form.topic.trim() === '' };
}
