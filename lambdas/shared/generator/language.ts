import { DEFAULT_LANGUAGE, languageOf, type LanguageCode } from '../contracts/languages';
import type { Prompt } from './types';

/**
 * The rule that asks for a language. It names the code in a fixed phrase ('language code vi'), which the
 * fake Bedrock reads back to echo what was asked (scripts/fakes/fake-bedrock.ts).
 */
export function languageRule(code: LanguageCode, keepInEnglish?: string): string {
  const { name, nativeName } = languageOf(code);
  const keep = keepInEnglish ? ` Keep ${keepInEnglish} in English, exactly as written here.` : '';
  return `Write the answer in ${name} (${nativeName}; language code ${code}): every word a reader sees.${keep}`;
}

/**
 * The prompt asking for `code` when the visitor chose a language: the rule closes the system prompt, and
 * `language` records it for the demo generator's note. Without a choice the prompt is unchanged.
 * `keepInEnglish` names structure the UI reads, such as a brief's section headings.
 */
export function inLanguage(prompt: Prompt, code: LanguageCode | undefined, keepInEnglish?: string): Prompt {
  if (!code) return prompt;
  return { ...prompt, system: `${prompt.system}\n${languageRule(code, keepInEnglish)}`, language: code };
}

/** What a demo answer says when a language other than English was asked for: samples are English only. */
export function englishOnlyNote(code: LanguageCode | undefined): string | undefined {
  if (!code || code === DEFAULT_LANGUAGE) return undefined;
  const { name, nativeName } = languageOf(code);
  return `Demo samples are written in English only, so this answer is in English, not in ${name} (${nativeName}). Connect Amazon Bedrock to have it written in ${name}.`;
}
