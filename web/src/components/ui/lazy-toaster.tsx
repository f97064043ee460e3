import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { aboveCookieNotice } from '@/lib/cookie-notice-height';
import { toasterMounted } from '@/lib/toast';

const above = (gap: number) => ({ bottom: aboveCookieNotice(gap) });

/**
 * sonner's Toaster, fixed where no navigation is (bottom right; bottom centre on phones), above the cookie
 * notice, so toasts never move the page. A toast lets clicks through to what lies under it, so it never
 * swallows one; only its close button takes them. Tells the facade once it listens.
 */
export function LazyToaster() {
  // Effects run child first: the Toaster has subscribed to sonner by the time this one runs.
  useEffect(() => {
    toasterMounted();
  }, []);
  return (
    <Toaster
      richColors
      closeButton
      position="bottom-right"
      offset={above(24)}
      mobileOffset={above(16)}
      toastOptions={{ classNames: { toast: 'pointer-events-none', closeButton: 'pointer-events-auto' } }}
    />
  );
}
