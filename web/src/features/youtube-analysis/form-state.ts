import * as z from '@lambdas/shared/contracts/zod';
import { outputLanguageField, type LanguageCode } from '@lambdas/shared/contracts/languages';
import {
  YouTubeSearchRequestSchema,
  type YouTubeSearchRequest,
} from '@lambdas/youtube-analysis/search/contract';
import { fieldErrors, type FieldErrors } from '@/lib/use-tool-form';
import { tool } from './tool';
import type { SharedFields } from '@/lib/workspace/use-profile-prefill';
import { askedLanguage } from '@/lib/output-language';

export interface KeywordForm {
  topic: string;
  /** The ideas' language: blank until the profile or the browser's language fills it. */
  outputLanguage: string;
}

export const defaultKeywordForm: KeywordForm = { topic: '', outputLanguage: '' };

/** The fields the business profile pre-fills. */
export const keywordProfileFields: SharedFields<KeywordForm> = tool.profile;

/** The search's keyword, and the language the ideas are written in (the search itself has none). */
export type KeywordBody = YouTubeSearchRequest & { outputLanguage?: LanguageCode };

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
