import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { pageHref, pageLinks } from './page-numbers';

/**
 * Numbered pages, newest first, with Previous (newer) and Next (older); the ends are disabled buttons, the
 * rest are links. `newerPages` counts the pages newer than this one (up to three).
 */
export function BlogPagination({ page, newerPages }: { page: number; newerPages: number }) {
  if (page === 1 && newerPages === 0) return null;
  const step = (
    target: number | 'newest' | undefined,
    label: string,
    icon: ReactNode,
    iconFirst: boolean,
  ) => {
    const content = iconFirst ? [icon, label] : [label, icon];
    if (target === undefined) {
      return (
        <Button variant="outline" disabled>
          {content}
        </Button>
      );
    }
    return (
      <Link to={pageHref(target)} className={buttonVariants({ variant: 'outline' })}>
        {content}
      </Link>
    );
  };
  const newer = newerPages === 0 ? undefined : newerPages === 1 ? 'newest' : page + 1;
  return (
    <nav aria-label="Blog pages" className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{step(newer, 'Previous', <ChevronLeft key="icon" aria-hidden="true" />, true)}</li>
        {pageLinks(page, newerPages).map((link, i) =>
          link === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={link.label}>
              <Link
                to={link.href}
                className={buttonVariants({
                  variant: link.label === String(page) ? 'default' : 'ghost',
                  size: link.label === 'Latest' ? 'default' : 'icon',
                })}
                aria-label={link.label === 'Latest' ? 'Latest page' : `Page ${link.label}`}
                aria-current={link.label === String(page) ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          ),
        )}
        <li>
          {step(
            page > 1 ? page - 1 : undefined,
            'Next',
            <ChevronRight key="icon" aria-hidden="true" />,
            false,
          )}
        </li>
      </ul>
    </nav>
  );
}
