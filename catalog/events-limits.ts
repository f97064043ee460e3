import { toolIds } from './manifest';
/** The events contract's constants without its schemas: the SPA's first load imports these only. */

/** Where the browser sends its events (the route table's `events` route reads it from here). */
export const EVENTS_PATH = '/api/events';

/** The most events in one request: a page's events, sent when it is left or the next page is viewed. */
export const EVENTS_PER_BATCH = 20;
/** The most bytes of one request's body. */
export const EVENTS_MAX_BODY_BYTES = 4 * 1024;

export const viewportClasses = ['phone', 'tablet', 'desktop'] as const;
export type ViewportClass = (typeof viewportClasses)[number];
export const downloadFormats = ['docx', 'pdf'] as const;
export const vitalNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

/** Every event name the browser may report (events.ts holds each one's fields). */
export const eventNames = [
  'page_view',
  'tool_submit',
  'tool_result',
  'tool_error',
  'result_copy',
  'result_download',
  'result_refine',
  'roast_email_step',
  'lead_captured',
  'web_vital',
] as const;

/**
 * Every page template the SPA reports as an event's `path` (its router's patterns, web/src/app/routes.tsx and
 * the tool registry; a unit test holds them together): counters exist for these pages only.
 */
export const pageTemplates: readonly [string, ...string[]] = [
  '/',
  // Each tool's page, /<id> (catalog/tools.ts).
  ...toolIds.map((id) => `/${id}`),
  '/tools/:slug',
  '/privacy-policy',
  '/recent-results',
  '/blog',
  '/blog/:id',
  '*',
];

/** Codes the browser gives a failure that has no API code of its own (web/src/lib/generation-errors.ts). */
export const clientErrorCodes = [
  'aborted',
  'network',
  'invalid_response',
  'other',
  'http_4xx',
  'http_5xx',
] as const;

/**
 * Distinct referring domains, and roast entries (landing pages), counted on their own per UTC day: the first
 * this many seen; later ones count as `other`, so a flood of invented values adds one counter.
 */
export const TOP_VALUES_PER_DAY = 20;
