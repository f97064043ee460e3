import { X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NOTICE_HEIGHT } from '@/lib/cookie-notice-height';

/** Keeps the notice's height in NOTICE_HEIGHT while it is on screen, so toasts sit above it, not over it. */
function publishHeight(notice: HTMLElement): () => void {
  const root = document.documentElement.style;
  const observer = new ResizeObserver(() => root.setProperty(NOTICE_HEIGHT, `${notice.offsetHeight}px`));
  observer.observe(notice);
  return () => {
    observer.disconnect();
    root.removeProperty(NOTICE_HEIGHT);
  };
}

/** The notice itself, at the foot of the screen (docs/product.md#cookie-notice). */
export function CookieBanner({ onClose }: { onClose: () => void }) {
  return (
    <section
      ref={publishHeight}
      aria-label="Cookie notice"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 p-4 shadow-lg backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4">
        <p className="text-sm text-slate-700">
          This site uses cookies to analyze traffic. By using this site, you agree to our{' '}
          <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close cookie notice">
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
