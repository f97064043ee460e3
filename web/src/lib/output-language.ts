import { DEFAULT_LANGUAGE } from '@lambdas/shared/contracts/languages';

/**
 * The `outputLanguage` a form sends: none for English, which every tool writes without being asked (so an English
 * prompt stays as it was), else the field's value as chosen, for the schema to check.
 */
export const askedLanguage = (code: string | undefined): { outputLanguage?: string } =>
  code && code !== DEFAULT_LANGUAGE ? { outputLanguage: code } : {};
