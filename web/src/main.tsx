import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/routes';
import { trackPageViews } from './lib/events/page-views';
import { whenIdle } from './lib/events/track';
import { asFetchedNow, QUERY_STATE_ID } from './lib/head/query-state';
import { createQueryClient } from './lib/query-client';
import './styles.css';

/** Loads the code of the routes this URL opens, so the first render matches the prerendered HTML. */
async function resolveInitialRoutes(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

const queryClient = createQueryClient();
const state = document.getElementById(QUERY_STATE_ID)?.textContent;
if (state) hydrate(queryClient, asFetchedNow(JSON.parse(state) as DehydratedState));
// If a route's code fails to load, the router shows its error page: render that instead of hydrating.
const resolved = await resolveInitialRoutes(routes).then(
  () => true,
  () => false,
);
// The page's modules were evaluated in the task that loaded them; the router and hydration start in a task of
// their own, so neither is long enough to hold up a tap on a slow phone.
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createBrowserRouter(routes);
trackPageViews(router);
// The landing page's Web Vitals: their code, and the library's, load once the browser is idle.
whenIdle(
  () =>
    void import('./lib/events/vitals').then(({ trackWebVitals }) => trackWebVitals()).catch(() => undefined),
);
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);
const root = document.getElementById('root')!;
// A prerendered page is hydrated. Rendered from scratch: the 404 page (served for any missing URL, whose
// route the app may know, e.g. a post not yet published here), and the bare shell of `npm run dev`.
// From here React takes submits itself; one pressed before now was held by the boot script.
window.__appLive = true;
if (resolved && root.firstElementChild && root.dataset.notFound === undefined) {
  // As a transition, hydration yields to the browser between components instead of blocking it in one task.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
