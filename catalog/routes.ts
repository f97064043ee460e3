/**
 * The one route table. The CDK API stack, the local server and the tests are all built from it: the site's own
 * routes below, each tool's routes from its declaration (`catalog/tools/<id>.ts`, listed in `catalog/tools.ts`).
 * A route's `id` names its folder, `lambdas/<id>/handler.ts`. Pure data: no AWS imports.
 */
import type { RouteDefinition, RoutePlan } from './route-definition';
import { EVENTS_MAX_BODY_BYTES, EVENTS_PATH } from './events-limits';
import { MEASURED_TOKENS, type ToolDeclaration } from './declaration';
import { toolDeclarations, type Declared } from './manifest';

export type { HttpMethod, RouteDefinition, RoutePlan } from './route-definition';

type PlannedRoute = RouteDefinition & { plan: RoutePlan };

/** Reads a visit makes of the API besides the tools: the SPA's config once, blog reads following links. */
const readSource =
  'assumed: the SPA reads /api/site-config once a visit; blog pages are prerendered, reads follow links';

/** Path prefixes owned by the API; any other path belongs to the SPA. */
export const apiPrefixes = ['/api', '/functions/v1'] as const;

/** The site's own routes: health, pages, the blog, refine, unsubscribe and visitor events. */
const siteRoutes = [
  {
    id: 'health',
    method: 'GET',
    path: '/api/health',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    repositories: ['table-status'],
    plan: { perVisit: 0, source: 'not counted: monitors and the smoke test call it, not visitors' },
  },
  {
    id: 'site-config',
    method: 'GET',
    path: '/api/site-config',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    repositories: [],
    plan: { perVisit: 1, source: readSource },
  },
  {
    id: 'blog-posts',
    method: 'GET',
    path: '/api/blog-posts',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    repositories: ['published-posts'],
    plan: { perVisit: 0.15, source: readSource },
  },
  {
    id: 'blog-post',
    method: 'GET',
    path: '/api/blog-posts/{slugOrId}',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    repositories: ['published-posts'],
    plan: { perVisit: 0.05, source: readSource },
  },
  {
    id: 'programmatic-page',
    method: 'GET',
    path: '/api/programmatic-pages/{slug}',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    repositories: ['published-pages'],
    plan: { perVisit: 0.05, source: readSource },
  },
  {
    // The link in a roast email, opened in a browser or by a mail scanner: checks the token and asks,
    // with a button that POSTs; it records nothing, so it reads no table.
    id: 'unsubscribe',
    method: 'GET',
    path: '/api/unsubscribe',
    streaming: false,
    timeoutSeconds: 10,
    memoryMb: 256,
    repositories: [],
    unsubscribeLinks: true,
    plan: {
      perVisit: 0.0005,
      source: 'assumed: one emailed roast in a hundred is followed by an unsubscribe',
    },
  },
  {
    // RFC 8058 one-click: mail clients POST to the same link, and so does the GET page's button.
    id: 'unsubscribe-one-click',
    method: 'POST',
    path: '/api/unsubscribe',
    streaming: false,
    timeoutSeconds: 10,
    memoryMb: 256,
    repositories: ['opt-outs'],
    unsubscribeLinks: true,
    plan: {
      perVisit: 0.0005,
      writes: 1,
      source: 'assumed: one emailed roast in a hundred is followed by an unsubscribe',
    },
  },
  {
    // A tool's previous answer rewritten (issue 28): text tools' refinements stream like the tools, structured
    // ones answer one JSON object integrated as a stream, like blog-topic (a repair round can outlast 29 s).
    id: 'refine',
    method: 'POST',
    path: '/functions/v1/refine',
    streaming: true,
    timeoutSeconds: 90,
    memoryMb: 512,
    repositories: ['rate-limits'],
    bedrock: true,
    generation: { inputTokens: 160_000, calls: 2 },
    lighterBy: 3,
    // The largest result to refine (40,000 characters of a graded draft with its edits), JSON-escaped.
    maxBodyBytes: 128 * 1024,
    signsResults: true,
    plan: {
      shareOfGenerations: 0.1,
      input: 1420,
      output: 550,
      seconds: 8,
      source: `assumed: one result in ten refined; tokens ${MEASURED_TOKENS}`,
    },
  },
  {
    // Visitor events (issue 30), sent as a beacon: one request per page view and one on leaving. One a
    // second on average: many visitors may share an address (an office, a carrier's NAT), and a
    // refused beacon loses their counts; calls no model, so what one address can spend is writes only.
    id: 'events',
    method: 'POST',
    path: EVENTS_PATH,
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    // published-pages: a roast entry is counted by name only when the landing page exists (issue 48).
    repositories: ['rate-limits', 'events', 'published-pages'],
    maxBodyBytes: EVENTS_MAX_BODY_BYTES,
    visitorLimit: { requests: 600, windowSeconds: 600 },
    plan: {
      perVisit: 3,
      writes: 7,
      source:
        'docs/architecture.md decision 20: one beacon a page view and one on leaving (1.8 views a visit); about 6 counter writes a beacon plus the guard’s update',
    },
  },
] as const satisfies readonly PlannedRoute[];

/** A tool's result route: the tool's id, `lambdas/<id>/handler.ts`. */
type MainRouteOf<D> = D extends ToolDeclaration
  ? { id: D['id']; method: 'POST'; signsResults: true; plan: RoutePlan } & D['route']
  : never;
/** A tool's further routes: `<id>-<name>`, `lambdas/<id>/<name>/handler.ts`. */
type MoreRoutesOf<D> = D extends { id: infer Id extends string; more: infer More }
  ? {
      [K in keyof More & string]: { id: `${Id}-${K}`; method: 'POST'; entry: string; plan: RoutePlan } & Omit<
        More[K],
        'plan'
      >;
    }[keyof More & string]
  : never;
type ToolRouteEntry = MainRouteOf<Declared> | MoreRoutesOf<Declared>;

/** The route-table entries of one tool, each with its plan from the declaration. */
export function routesOfTool(tool: ToolDeclaration): PlannedRoute[] {
  const more = Object.entries(tool.more ?? {}).map(([name, { plan, ...settings }]) => ({
    id: `${tool.id}-${name}`,
    method: 'POST' as const,
    entry: `lambdas/${tool.id}/${name}/handler.ts`,
    ...settings,
    plan: { ...plan, of: tool.id },
  }));
  return [{ id: tool.id, method: 'POST', signsResults: true, ...tool.route, plan: tool.plan }, ...more];
}

/** Every route: the site's own, then each tool's, in `catalog/tools.ts` order. */
export const routes: readonly ((typeof siteRoutes)[number] | ToolRouteEntry)[] = [
  ...siteRoutes,
  ...(toolDeclarations.flatMap(routesOfTool) as ToolRouteEntry[]),
];

/** Answers every API request no route takes: 404 for unknown paths, 405 for a known path with another method. */
export const fallbackRoute = { id: 'fallback', timeoutSeconds: 5, memoryMb: 128 } as const;

export type RouteId = (typeof routes)[number]['id'];

/** A tool's route: every POST under `/functions/v1/` is one, rate-limited per visitor (see `toolRoute`). */
export type ToolRoute = Extract<(typeof routes)[number], { path: `/functions/v1/${string}` }>;
export type ToolRouteId = ToolRoute['id'];

/** Whether a route is a tool's: a POST under `/functions/v1/`, guarded by the visitor limits. */
export const isToolRoute = (route: Pick<RouteDefinition, 'method' | 'path'>): boolean =>
  route.method === 'POST' && route.path.startsWith('/functions/v1/');

/** The route table entry with this id. */
export function routeById<Id extends RouteId>(id: Id): Extract<(typeof routes)[number], { id: Id }> {
  const found = routes.find((route) => route.id === id);
  if (!found) throw new Error(`No route "${id}" in catalog/routes.ts`);
  return found as Extract<(typeof routes)[number], { id: Id }>;
}

/** The public path of a route, e.g. `apiPath('content-brief')` → `/functions/v1/content-brief`. */
export const apiPath = <Id extends RouteId>(id: Id) => routeById(id).path;

/** Entry file of a route's Lambda handler, relative to the repository root. */
export const handlerEntry = (id: string): string =>
  (routes as readonly RouteDefinition[]).find((route) => route.id === id)?.entry ??
  `lambdas/${id}/handler.ts`;
