/**
 * The one route table. The CDK API stack, the local server and the tests are all built from it:
 * a route's `id` names its folder, `lambdas/<id>/handler.ts`. Pure data: no AWS imports.
 */
import type { TableId } from './tables';

export type HttpMethod = 'GET' | 'POST';
/** `describe` reads table metadata only (health checks); the others are item access. */
export type TableAccess = 'describe' | 'read' | 'write' | 'readWrite';

export interface RouteDefinition {
  id: string;
  method: HttpMethod;
  /** API Gateway path template, e.g. `/api/blog-posts/{slugOrId}`. */
  path: string;
  /** Answers with Lambda response streaming instead of one buffered payload. */
  streaming: boolean;
  timeoutSeconds: number;
  memoryMb: number;
  /** Tables the function may touch, and how: drives IAM grants and environment variables. */
  tables: Partial<Record<TableId, TableAccess>>;
  /** Calls Bedrock: may invoke the configured model only. */
  bedrock?: boolean;
  /** Sends email through SES from the configured identity only. */
  sendsEmail?: boolean;
  /** Signs or checks unsubscribe links: may read the stage's signing secret. */
  unsubscribeLinks?: boolean;
  /** Request body cap in bytes when a route needs another than the shared default (32 KiB). */
  maxBodyBytes?: number;
}

/** Path prefixes owned by the API; any other path belongs to the SPA. */
export const apiPrefixes = ['/api', '/functions/v1'] as const;

export const routes = [
  {
    id: 'health',
    method: 'GET',
    path: '/api/health',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    tables: { posts: 'describe', pages: 'describe', 'rate-limits': 'describe', leads: 'describe' },
  },
  {
    id: 'site-config',
    method: 'GET',
    path: '/api/site-config',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    tables: {},
  },
  {
    id: 'content-brief',
    method: 'POST',
    path: '/functions/v1/content-brief',
    streaming: true,
    timeoutSeconds: 90,
    memoryMb: 512,
    tables: { 'rate-limits': 'readWrite' },
    bedrock: true,
  },
  {
    id: 'blog-posts',
    method: 'GET',
    path: '/api/blog-posts',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    tables: { posts: 'read' },
  },
  {
    id: 'blog-post',
    method: 'GET',
    path: '/api/blog-posts/{slugOrId}',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    tables: { posts: 'read' },
  },
  {
    id: 'programmatic-page',
    method: 'GET',
    path: '/api/programmatic-pages/{slug}',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    tables: { pages: 'read' },
  },
  {
    id: 'linkedin-post',
    method: 'POST',
    path: '/functions/v1/linkedin-post',
    streaming: true,
    timeoutSeconds: 60,
    memoryMb: 512,
    tables: { 'rate-limits': 'readWrite' },
    bedrock: true,
  },
  {
    id: 'headline-hook',
    method: 'POST',
    path: '/functions/v1/headline-generator',
    streaming: true,
    timeoutSeconds: 60,
    memoryMb: 512,
    tables: { 'rate-limits': 'readWrite' },
    bedrock: true,
  },
  {
    // One JSON answer, but integrated as a stream: a structured answer with a repair round can
    // outlast API Gateway's 29 s buffered limit.
    id: 'blog-topic',
    method: 'POST',
    path: '/functions/v1/blog-topic-generator',
    streaming: true,
    timeoutSeconds: 90,
    memoryMb: 512,
    tables: { 'rate-limits': 'readWrite' },
    bedrock: true,
  },
  {
    // One JSON answer, integrated as a stream like blog-topic: lead, structured answer (with a repair
    // round), result and email together can outlast API Gateway's 29 s buffered limit.
    id: 'brand-roast',
    method: 'POST',
    path: '/functions/v1/brand-roast',
    streaming: true,
    timeoutSeconds: 90,
    memoryMb: 512,
    tables: { 'rate-limits': 'readWrite', leads: 'readWrite' },
    bedrock: true,
    sendsEmail: true,
  },
  {
    // The link in a roast email, opened in a browser: records the opt-out, answers a small page.
    id: 'unsubscribe',
    method: 'GET',
    path: '/api/unsubscribe',
    streaming: false,
    timeoutSeconds: 10,
    memoryMb: 256,
    tables: { leads: 'write' },
    unsubscribeLinks: true,
  },
  {
    // RFC 8058 one-click: mail clients POST to the same link.
    id: 'unsubscribe-one-click',
    method: 'POST',
    path: '/api/unsubscribe',
    streaming: false,
    timeoutSeconds: 10,
    memoryMb: 256,
    tables: { leads: 'write' },
    unsubscribeLinks: true,
  },
] as const satisfies readonly RouteDefinition[];

/** Answers every API request no route takes: 404 for unknown paths, 405 for a known path with another method. */
export const fallbackRoute = { id: 'fallback', timeoutSeconds: 5, memoryMb: 128 } as const;

export type RouteId = (typeof routes)[number]['id'];

/** A tool's route: every POST under `/functions/v1/` is one, rate-limited per visitor (see `toolRoute`). */
export type ToolRoute = Extract<(typeof routes)[number], { path: `/functions/v1/${string}` }>;
export type ToolRouteId = ToolRoute['id'];

/** The route table entry with this id. */
export function routeById<Id extends RouteId>(id: Id): Extract<(typeof routes)[number], { id: Id }> {
  const found = routes.find((route) => route.id === id);
  if (!found) throw new Error(`No route "${id}" in infra/routes.ts`);
  return found as Extract<(typeof routes)[number], { id: Id }>;
}

/** The public path of a route, e.g. `apiPath('content-brief')` → `/functions/v1/content-brief`. */
export const apiPath = <Id extends RouteId>(id: Id) => routeById(id).path;

/** Entry file of a route's Lambda handler, relative to the repository root. */
export const handlerEntry = (id: string): string => `lambdas/${id}/handler.ts`;
