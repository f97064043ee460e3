import { Suspense, useState } from 'react';
import { useClientValue } from '@/lib/client-value';
import { lazyExport } from '@/lib/lazy-export';

const STORAGE_KEY = 'cookieConsentSeen';

// Only a first visit shows it, after the page is live: its code loads then.
const CookieBanner = lazyExport(() => import('./cookie-banner'), 'CookieBanner');

const alreadySeen = () => {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false; // storage blocked: show the notice
  }
};

/**
 * Shown until closed once; the choice is remembered in localStorage (docs/product.md#cookie-notice).
 * Prerendered pages leave it out (the server knows no visitor's storage); it appears once hydrated.
 */
export function CookieNotice() {
  const seen = useClientValue(alreadySeen, true);
  const [closed, setClosed] = useState(false);
  if (seen || closed) return null;
  const close = () => {
    try {
      localStorage.setItem(STORAGE_KEY, 'true');
    } catch {
      // storage blocked: hide for this page view only
    }
    setClosed(true);
  };
  return (
    <Suspense>
      <CookieBanner onClose={close} />
    </Suspense>
  );
}
