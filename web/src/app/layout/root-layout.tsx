import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ToastHost } from '@/components/ui/toast-host';
import { markHydrated } from '@/lib/client-value';
import { sendHeldSubmit } from '@/lib/held-submit';
import { CookieNotice } from './cookie-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main content, footer and site-wide notices; `children` replaces the routed screen (the error page). */
export function RootLayout({ children }: { children?: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  // Marks the prerendered page as live (hydrated): links route in the app from here on; e2e tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    markHydrated();
    sendHeldSubmit();
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        // Focus lands on <main> itself, so the next Tab goes to the page's first control, not back to the header.
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* At least a screen tall below the 4rem header: the footer never shows, then jumps, while a page loads. */}
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        className="min-h-[calc(100dvh-4rem)] flex-1 scroll-mt-16 outline-none"
      >
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <CookieNotice />
      <ToastHost />
      <ScrollRestoration />
    </div>
  );
}
