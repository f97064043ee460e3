/**
 * The prerenderer's entry (built by `npm run build` into web/dist/.vite/ssr): renders one URL of the
 * site to HTML from the same route tree the browser uses, with the query data the page shows.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { tools } from '@/config/tools';
import { paths } from '@/config/paths';
import { HeadCollectorProvider, type HeadCollector } from '@/lib/head/head-context';
import { headHtml, jsonForScript, type PageHead } from '@/lib/head/head-tags';
import { QUERY_STATE_ID } from '@/lib/head/query-state';
import { DomWindowProvider, type DomWindow } from '@/lib/dom-window';
import { createQueryClient } from '@/lib/query-client';
import type { PageHandle } from './app/routes/lazy-page';
import { NOT_FOUND_ROUTE, routes } from './app/routes';

/** A query's data as the page's API call would answer it. */
export interface PageSeed {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface RenderedApp {
  status: number;
  /** The page's <title> and head tags. */
  head: string;
  /** The app's markup, for <div id="root">. */
  app: string;
  /** The query cache as a JSON <script>, for the browser to hydrate from. */
  state: string;
  /** The page modules of the matched routes (keys of Vite's manifest). */
  modules: string[];
}

/** The cache as the browser hydrates it, without the time it was taken (the same data, the same bytes). */
function stableState(queryClient: QueryClient) {
  const state = dehydrate(queryClient);
  return { ...state, queries: state.queries.map(({ dehydratedAt: _, ...query }) => query) };
}

/** Prerendered pages that stay out of the sitemap: their content is the visitor's own, read in the browser. */
export const unlistedPaths: readonly string[] = [paths.recentResults];

/** Pages whose content is the same for every visitor: prerendered at build time. */
export const staticPaths: readonly string[] = [
  '/',
  ...tools.map((tool) => tool.path),
  paths.privacyPolicy,
  ...unlistedPaths,
];

/** Renders `path` (with its query string) as the site at `siteUrl` would show it. */
export async function renderApp(
  path: string,
  siteUrl: string,
  seeds: readonly PageSeed[],
  domWindow: DomWindow,
) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, `${siteUrl}/`)));
  if (context instanceof Response) throw new Error(`${path} answered a redirect; pages have no loaders.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // Dated 0, not now: the same data renders the same bytes, so the publisher rewrites only what changed
  // (the browser dates it on arrival: asFetchedNow).
  for (const seed of seeds) queryClient.setQueryData(seed.queryKey, seed.data, { updatedAt: 0 });
  let head: PageHead | undefined;
  const collector: HeadCollector = { siteUrl, record: (recorded) => (head = recorded) };
  const app = renderToString(
    <StrictMode>
      <HeadCollectorProvider collector={collector}>
        <QueryClientProvider client={queryClient}>
          <DomWindowProvider window={domWindow}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </DomWindowProvider>
        </QueryClientProvider>
      </HeadCollectorProvider>
    </StrictMode>,
  );
  if (!head) throw new Error(`${path} rendered no PageMeta.`);
  const notFound = context.matches.some((match) => match.route.id === NOT_FOUND_ROUTE);
  const state = `<script type="application/json" id="${QUERY_STATE_ID}">${jsonForScript(stableState(queryClient))}</script>`;
  // Its entries' garbage-collection timers would keep the prerendering process alive for minutes.
  queryClient.clear();
  const rendered: RenderedApp = {
    status: notFound ? 404 : context.statusCode,
    head: headHtml(head, siteUrl),
    app,
    state,
    modules: context.matches.flatMap((match) => {
      const handle = match.route.handle as PageHandle | undefined;
      return handle ? [handle.module] : [];
    }),
  };
  return rendered;
}
