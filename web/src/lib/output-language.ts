import { DEFAULT_LANGUAGE, findLanguage, type LanguageCode } from '@lambdas/shared/contracts/languages';

/**
 * The `outputLanguage` a form sends: none for English, which every tool writes without being asked (so an English
 * prompt stays as it was), else the field's value as chosen, for the schema to check.
 */
export const askedLanguage = (code: string | undefined): { outputLanguage?: string } =>
  code && code !== DEFAULT_LANGUAGE ? { outputLanguage: code } : {};

/** The browser's first preferred language that the tools offer (its exact tag, or its base language). */
export function browserLanguage(): LanguageCode | undefined {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const found = findLanguage(tag) ?? findLanguage(tag.split('-')[0]!);
    if (found) return found.code as LanguageCode;
  }
  return undefined;
}
