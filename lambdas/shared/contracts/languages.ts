/** A language the tools write in: its BCP 47 code, its English and native names, its text direction. */
export interface OutputLanguage {
  code: string;
  name: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

/** Every language a tool can answer in (issue 28), English first: the forms' list and the routes' check. */
export const outputLanguages = [
  { code: 'en', name: 'English', nativeName: 'English', dir: 'ltr' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'French', nativeName: 'Français', dir: 'ltr' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', dir: 'ltr' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)', dir: 'ltr' },
  { code: 'pt-PT', name: 'Portuguese (Portugal)', nativeName: 'Português (Portugal)', dir: 'ltr' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', dir: 'ltr' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', dir: 'ltr' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', dir: 'ltr' },
  { code: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt', dir: 'ltr' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', dir: 'ltr' },
  { code: 'ko', name: 'Korean', nativeName: '한국어', dir: 'ltr' },
  { code: 'zh-Hans', name: 'Chinese (Simplified)', nativeName: '简体中文', dir: 'ltr' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', dir: 'rtl' },
] as const satisfies readonly OutputLanguage[];

export type LanguageCode = (typeof outputLanguages)[number]['code'];

/** The language a tool writes in when none is asked for. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** The listed language with this code, compared without case (BCP 47 tags are case-insensitive). */
export function findLanguage(code: string): OutputLanguage | undefined {
  const wanted = code.trim().toLowerCase();
  return outputLanguages.find((language) => language.code.toLowerCase() === wanted);
}

/** The listed language with this code; English for a code that is not listed. */
export const languageOf = (code: string | undefined): OutputLanguage =>
  (code && findLanguage(code)) || outputLanguages[0];

const codes = outputLanguages.map((language) => language.code).join(', ');

/** What a form shows for a code that is not listed. */
export const unknownLanguageMessage = (code: string): string =>
  `We cannot write in "${code.slice(0, 20)}". Please choose one of the listed languages (${codes}).`;
