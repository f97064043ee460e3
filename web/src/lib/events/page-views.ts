import type { createBrowserRouter } from 'react-router-dom';
import type { ViewportClass } from '@catalog/events-limits';
import { tools } from '@/config/tools';
import { currentPage, flush, flushOnLeaving, track, whenIdle } from './track';

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

const LANDING = '/tools/:slug';

/** A landing page's view, held until its record is read: only a page that exists is a roast entry. */
let landing: { view: VisitorView; slug: string } | undefined;
type VisitorView = { viewport: ViewportClass; referrer?: string };
/** The first page's view waits for idle; its landing record may be read before (a prerendered page has it). */
let arrivalPending = false;
let readEarly: { slug: string; found: boolean } | undefined;

const countView = (view: VisitorView, source?: string) => {
  track({ name: 'page_view', ...view, ...(source ? { source } : {}) });
  flush();
};

/**
 * A landing page's record has been read (`found`) or refused (404): its held view is counted, as a roast entry
 * under its slug only when the page exists, and what the roast on it counts (copies, downloads) names the roast.
 */
export function landingPageRead(slug: string, found: boolean): void {
  if (landing?.slug !== slug) {
    if (arrivalPending) readEarly = { slug, found };
    return;
  }
  const { view } = landing;
  landing = undefined;
  if (found) currentPage.tool = 'brand-roast';
  countView(view, found ? slug : undefined);
}

/**
 * Counts a page view for the first page and each page the router moves to (once its navigation settles),
 * sending the previous page's events with it, and sends what waits when the visitor leaves. The first page's
 * view is sent when the browser is idle (or at the first navigation, if that comes sooner), not while the
 * page is coming alive.
 */
export function trackPageViews(router: Router): void {
  let seen: Router['state']['location'] | undefined;
  let first = true;
  /** The page a location shows becomes the current one at once: what it counts names it. */
  const enter = (matches: Matches) => {
    const path = templateOf(matches);
    currentPage.path = path;
    currentPage.tool = tools.find((entry) => entry.path === path)?.id;
    return path;
  };
  const view = ({ location, matches, navigation }: Router['state']) => {
    // A completed navigation sets a new location object; other state changes keep it.
    if (navigation.state !== 'idle' || location === seen) return;
    seen = location;
    // A landing page left before its record was read still counted as a view, not as an entry.
    if (landing) countView(landing.view);
    landing = undefined;
    const path = enter(matches);
    const from = first ? referrer() : undefined;
    first = false;
    const view: VisitorView = { viewport: viewport(), ...(from ? { referrer: from } : {}) };
    if (path === LANDING) {
      const slug = matches.at(-1)?.params.slug ?? '';
      landing = { view, slug };
      if (readEarly?.slug === slug) landingPageRead(slug, readEarly.found);
      readEarly = undefined;
    } else countView(view, path === '/brand-roast' ? 'brand-roast' : undefined);
  };
  const arrival = router.state;
  enter(arrival.matches);
  arrivalPending = true;
  const countArrival = () => {
    if (!arrivalPending) return;
    arrivalPending = false;
    view(arrival);
  };
  whenIdle(countArrival);
  router.subscribe((state) => {
    countArrival();
    view(state);
  });
  flushOnLeaving();
}
