import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/routes';
import { QUERY_STATE_ID } from './lib/head/query-state';
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
if (state) hydrate(queryClient, JSON.parse(state));
await resolveInitialRoutes(routes);
const app = (
  <StrictMode>
    <App router={createBrowserRouter(routes)} queryClient={queryClient} />
  </StrictMode>
);
const root = document.getElementById('root')!;
// A prerendered page is hydrated; `npm run dev` serves the bare shell, rendered from scratch.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
