/**
 * The one route table. The CDK API stack, the local server and the tests are all built from it:
 * a route's `id` names its folder, `lambdas/<id>/handler.ts`. Pure data: no AWS imports.
 */
import type { RepositoryId } from './data-access';
import { EVENTS_MAX_BODY_BYTES } from '../lambdas/shared/contracts/analytics-limits';

export type HttpMethod = 'GET' | 'POST';

export interface RouteDefinition {
  id: string;
  method: HttpMethod;
  /** API Gateway path template, e.g. `/api/blog-posts/{slugOrId}`. */
  path: string;
  /** Answers with Lambda response streaming instead of one buffered payload. */
  streaming: boolean;
  timeoutSeconds: number;
  memoryMb: number;
  /**
   * Repositories the handler builds (infra/data-access.ts): their declared actions are the function's only
   * DynamoDB grants, and their tables its only table variables.
   */
  repositories: readonly RepositoryId[];
  /** Calls Bedrock: may invoke the configured model only. */
  bedrock?: boolean;
  /**
   * On a route that calls the model (and only there): the most input tokens one of its prompts may count,
   * measured as UTF-8 bytes (system prompt and answer schema included), above which the request is refused
   * before the model is called; and how many model calls one request may make (a structured answer may take a
   * repair round). Set well above what the tool's capped prompt can reach; the guard reserves from it.
   */
  generation?: { inputTokens: number; calls: 1 | 2 };
  /** Sends email through SES from the configured identity only. */
  sendsEmail?: boolean;
  /** Signs or checks unsubscribe links: may read the stage's signing secret. */
  unsubscribeLinks?: boolean;
  /** Calls the YouTube Data API with the stage's key: may read that one secret only. */
  youtube?: boolean;
  /** Request body cap in bytes when a route needs another than the shared default (32 KiB). */
  maxBodyBytes?: number;
  /**
   * A guarded route that is not a tool's: its own limit of requests per visitor in a sliding window (tools share
   * the `RATE_LIMIT_*` settings instead).
   */
  visitorLimit?: { requests: number; windowSeconds: number };
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
    repositories: ['table-status'],
  },
  {
    id: 'site-config',
    method: 'GET',
    path: '/api/site-config',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    repositories: [],
  },
  {
    id: 'content-brief',
    method: 'POST',
    path: '/functions/v1/content-brief',
    streaming: true,
    timeoutSeconds: 90,
    memoryMb: 512,
    repositories: ['rate-limits'],
    bedrock: true,
    generation: { inputTokens: 36_000, calls: 1 },
  },
  {
    id: 'blog-posts',
    method: 'GET',
    path: '/api/blog-posts',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    repositories: ['published-posts'],
  },
  {
    id: 'blog-post',
    method: 'GET',
    path: '/api/blog-posts/{slugOrId}',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    repositories: ['published-posts'],
  },
  {
    id: 'programmatic-page',
    method: 'GET',
    path: '/api/programmatic-pages/{slug}',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    repositories: ['published-pages'],
  },
  {
    id: 'linkedin-post',
    method: 'POST',
    path: '/functions/v1/linkedin-post',
    streaming: true,
    timeoutSeconds: 60,
    memoryMb: 512,
    repositories: ['rate-limits'],
    bedrock: true,
    generation: { inputTokens: 28_000, calls: 1 },
  },
  {
    id: 'headline-hook',
    method: 'POST',
    path: '/functions/v1/headline-generator',
    streaming: true,
    timeoutSeconds: 60,
    memoryMb: 512,
    repositories: ['rate-limits'],
    bedrock: true,
    generation: { inputTokens: 12_000, calls: 1 },
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
    repositories: ['rate-limits'],
    bedrock: true,
    generation: { inputTokens: 28_000, calls: 2 },
  },
  {
    // One JSON answer integrated as a stream, like blog-topic: reading the site (up to about 12 s)
    // and a structured answer with a repair round can outlast API Gateway's 29 s buffered limit.
    id: 'show-up-online',
    method: 'POST',
    path: '/functions/v1/online-presence',
    streaming: true,
    timeoutSeconds: 120,
    memoryMb: 512,
    repositories: ['rate-limits'],
    bedrock: true,
    generation: { inputTokens: 40_000, calls: 2 },
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
    repositories: ['rate-limits', 'roast-leads', 'opt-outs'],
    bedrock: true,
    generation: { inputTokens: 32_000, calls: 2 },
    sendsEmail: true,
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
  },
  {
    id: 'landing-page-critique',
    method: 'POST',
    path: '/functions/v1/landing-page-critique',
    streaming: true,
    timeoutSeconds: 90,
    memoryMb: 512,
    repositories: ['rate-limits'],
    bedrock: true,
    generation: { inputTokens: 192_000, calls: 1 },
    // Pasted copy may be 20,000 characters; with the form fields and JSON escaping, 96 KiB holds it.
    maxBodyBytes: 96 * 1024,
  },
  {
    // Not a model call, but rate-limited like one: every new keyword spends YouTube quota.
    id: 'youtube-search',
    method: 'POST',
    path: '/functions/v1/youtube-search',
    streaming: false,
    timeoutSeconds: 15,
    memoryMb: 256,
    repositories: ['rate-limits', 'youtube'],
    youtube: true,
  },
  {
    // One JSON answer integrated as a stream, like blog-topic: a repair round can outlast 29 s.
    id: 'idea-generator',
    method: 'POST',
    path: '/functions/v1/idea-generator',
    streaming: true,
    timeoutSeconds: 90,
    memoryMb: 512,
    repositories: ['rate-limits'],
    bedrock: true,
    generation: { inputTokens: 80_000, calls: 2 },
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
    // The largest result to refine (20,000 characters of a critique, with its checks), JSON-escaped.
    maxBodyBytes: 128 * 1024,
  },
  {
    // Visitor events (issue 30), sent as a beacon: one request per page view and one on leaving. One a
    // second on average: many visitors may share an address (an office, a carrier's NAT), and a
    // refused beacon loses their counts; calls no model, so what one address can spend is writes only.
    id: 'events',
    method: 'POST',
    path: '/api/events',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    repositories: ['rate-limits', 'events'],
    maxBodyBytes: EVENTS_MAX_BODY_BYTES,
    visitorLimit: { requests: 600, windowSeconds: 600 },
  },
] as const satisfies readonly RouteDefinition[];

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
  if (!found) throw new Error(`No route "${id}" in infra/routes.ts`);
  return found as Extract<(typeof routes)[number], { id: Id }>;
}

/** The public path of a route, e.g. `apiPath('content-brief')` → `/functions/v1/content-brief`. */
export const apiPath = <Id extends RouteId>(id: Id) => routeById(id).path;

/** Entry file of a route's Lambda handler, relative to the repository root. */
export const handlerEntry = (id: string): string => `lambdas/${id}/handler.ts`;
