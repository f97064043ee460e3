import type { ReactNode } from 'react';
import { findLanguage } from '@lambdas/shared/contracts/languages';

/**
 * A result in the language it was written in: `lang` for fonts, hyphenation and screen readers, `dir` so
 * Arabic runs right to left. Without a language the page's own (English, left to right) applies. Always the
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
