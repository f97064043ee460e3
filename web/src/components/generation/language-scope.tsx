import type { ReactNode } from 'react';
import { findLanguage } from '@lambdas/shared/contracts/languages';

/**
 * The page's own language and direction, for UI lines inside a result (notes, the research fallback, checks): they
 * stay English, left to right, when the result around them is written right to left.
 */
export const PAGE_LANGUAGE = { lang: 'en', dir: 'ltr' } as const;

/**
 * A result in the language it was written in: `lang` for fonts, hyphenation and screen readers, `dir` so
 * Arabic runs right to left. Only text written in that language gets it: a demo answer (English whatever was
 * asked) comes without one, and its paragraphs each take their own direction (`dir="auto"`). Without a language the page's own (English, left to right) applies. Always the
 * same element, so a result that gets its language keeps its nodes (and the focus on its heading).
 */
export function LanguageScope({ language, children }: { language: string | undefined; children: ReactNode }) {
  const found = language ? findLanguage(language) : undefined;
  return (
    <div lang={found?.code} dir={found?.dir}>
      {children}
    </div>
  );
}
