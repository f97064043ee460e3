import type { createBrowserRouter } from 'react-router-dom';
import type { ViewportClass } from '@lambdas/shared/contracts/events-limits';
import { tools } from '@/config/tools';
import { currentPage, flush, flushOnLeaving, track } from './track';

type Router = ReturnType<typeof createBrowserRouter>;
type Matches = Router['state']['matches'];

/** The route pattern a location matched (`/blog/:id`), never the URL itself. */
export const templateOf = (matches: Matches): string =>
  `/${matches
    .map(({ route }) => route.path ?? '')
    .filter(Boolean)
    .join('/')}`.replace(/^\/\*$/, '*');

const viewport = (): ViewportClass => (innerWidth < 640 ? 'phone' : innerWidth < 1024 ? 'tablet' : 'desktop');

/** The referring site's domain, when another site sent the visitor (never its path). */
function referrer(): string | undefined {
  try {
    const { hostname } = new URL(document.referrer);
    return hostname !== location.hostname && !/^[\d.]+$|:/.test(hostname) ? hostname : undefined;
  } catch {
    return undefined;
  }
}

const roastEntry = (path: string, slug: string | undefined): string | undefined =>
  path === '/brand-roast' ? 'brand-roast' : path === '/tools/:slug' ? slug : undefined;

/**
 * Counts a page view for the first page and each page the router moves to (once its navigation settles),
 * sending the previous page's events with it, and sends what waits when the visitor leaves.
 */
export function trackPageViews(router: Router): void {
  let seen: Router['state']['location'] | undefined;
  let first = true;
  const view = ({ location, matches, navigation }: Router['state']) => {
    // A completed navigation sets a new location object; other state changes keep it.
    if (navigation.state !== 'idle' || location === seen) return;
    seen = location;
    const path = templateOf(matches);
    const tool = tools.find((entry) => entry.path === path)?.id;
    currentPage.path = path;
    currentPage.tool = tool;
    const source = roastEntry(path, matches.at(-1)?.params.slug);
    const from = first ? referrer() : undefined;
    first = false;
    track({
      name: 'page_view',
      viewport: viewport(),
      ...(from ? { referrer: from } : {}),
      ...(source ? { source } : {}),
    });
    flush();
  };
  view(router.state);
  router.subscribe(view);
  flushOnLeaving();
}
