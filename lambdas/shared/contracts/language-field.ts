/**
 * The output language as a request field, checked with zod: apart from the list (languages.ts) so a page that
 * offers the languages does not load zod.
 */
import * as z from './zod';
import { findLanguage, unknownLanguageMessage, type LanguageCode } from './languages';

/** A listed language's code, in any case, answered in its listed spelling ('PT-br' reads as 'pt-BR'). */
export const LanguageCodeSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((code) => findLanguage(code) !== undefined, {
      error: (issue) => unknownLanguageMessage(String(issue.input)),
      abort: true,
    }),
  ),
  z.transform((code: string) => findLanguage(code)!.code as LanguageCode),
);

/** The optional field every tool's request takes (issue 28): the language the answer is written in. */
export const outputLanguageField = { outputLanguage: z.optional(LanguageCodeSchema) };
