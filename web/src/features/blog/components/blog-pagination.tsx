import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { pageNumbers } from './page-numbers';

const hrefOf = (page: number) => (page === 1 ? paths.blog : `${paths.blog}?page=${page}`);

/** Numbered pages with Previous and Next; the ends are disabled buttons, the rest are links. */
export function BlogPagination({ page, lastPage }: { page: number; lastPage: number }) {
  if (lastPage <= 1) return null;
  const step = (target: number, label: string, icon: ReactNode, iconFirst: boolean) => {
    const content = iconFirst ? [icon, label] : [label, icon];
    if (target < 1 || target > lastPage) {
      return (
        <Button variant="outline" disabled>
          {content}
        </Button>
      );
    }
    return (
      <Button variant="outline" asChild>
        <Link to={hrefOf(target)}>{content}</Link>
      </Button>
    );
  };
  return (
    <nav aria-label="Blog pages" className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{step(page - 1, 'Previous', <ChevronLeft key="icon" aria-hidden="true" />, true)}</li>
        {pageNumbers(page, lastPage).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Button variant={n === page ? 'default' : 'ghost'} size="icon" asChild>
                <Link to={hrefOf(n)} aria-label={`Page ${n}`} aria-current={n === page ? 'page' : undefined}>
                  {n}
                </Link>
              </Button>
            </li>
          ),
        )}
        <li>{step(page + 1, 'Next', <ChevronRight key="icon" aria-hidden="true" />, false)}</li>
      </ul>
    </nav>
  );
}
