import * as z from './zod';
import { SlugSchema } from './blog';
import { instructionKinds } from './refinement';
import { isToolRoute, routes, type ToolRouteId } from '../../../catalog/routes';
import type { eventNames } from '../../../catalog/events-limits';
import {
  clientErrorCodes,
  downloadFormats,
  EVENTS_PER_BATCH,
  pageTemplates,
  viewportClasses,
  vitalNames,
} from '../../../catalog/events-limits';
import { errorCodes } from './errors';

/**
 * The events the browser reports to `POST /api/events` (issue 30). Every field is drawn from a closed set or a
 * pattern that cannot hold an address, an email, an IP or a full URL: the table keeps counts of these values
 * only (docs/architecture.md, decision 20).
 */

export * from '../../../catalog/events-limits';

/** A route's path pattern as the SPA's router names it (`/`, `/blog/:id`, `/tools/:slug`), never a URL. */
export const PathTemplateSchema = z.enum(pageTemplates, 'must be one of the site’s page templates');

/** A tool's route id (`content-brief`), from the route table. */
const ToolSchema = z.enum(
  routes.filter(isToolRoute).map((route) => route.id) as [ToolRouteId, ...ToolRouteId[]],
  'must be a tool’s route id',
);

/** Where a page view came from: a domain name only (never a path, a query or an address). */
const ReferrerSchema = z
  .string()
  .check(z.maxLength(80, { abort: true }), z.regex(/^(?:[a-z0-9-]{1,63}\.)+[a-z]{2,24}$/));

/** The roast's entry, as the leads name it: `brand-roast` on the tool's own page, else the landing page's slug. */
const SourceSchema = SlugSchema.check(z.maxLength(80));

const page = { path: PathTemplateSchema, tool: z.optional(ToolSchema) };

/** One event; `tool` is the route id of the tool the page or call belongs to. */
export const VisitorEventSchema = z.discriminatedUnion('name', [
  z.strictObject({
    name: z.literal('page_view'),
    ...page,
    viewport: z.enum(viewportClasses),
    referrer: z.optional(ReferrerSchema),
    source: z.optional(SourceSchema),
  }),
  z.strictObject({ name: z.literal('tool_submit'), ...page }),
  z.strictObject({ name: z.literal('tool_result'), ...page }),
  z.strictObject({
    name: z.literal('tool_error'),
    ...page,
    code: z.enum([...errorCodes, ...clientErrorCodes], 'must be an error code of the API or the browser'),
  }),
  z.strictObject({ name: z.literal('result_copy'), ...page }),
  z.strictObject({ name: z.literal('result_download'), ...page, format: z.enum(downloadFormats) }),
  z.strictObject({ name: z.literal('result_refine'), ...page, kind: z.enum(instructionKinds) }),
  z.strictObject({ name: z.literal('roast_email_step'), ...page, source: SourceSchema }),
  z.strictObject({ name: z.literal('lead_captured'), ...page, source: SourceSchema }),
  z.strictObject({
    name: z.literal('web_vital'),
    ...page,
    metric: z.enum(vitalNames),
    // Milliseconds, or the layout-shift score for CLS.
    value: z.number().check(z.minimum(0), z.maximum(600_000)),
  }),
]);

export type VisitorEvent = z.infer<typeof VisitorEventSchema>;
export type EventName = VisitorEvent['name'];

// The list the dashboard draws holds exactly the schema's events.
true satisfies [EventName] extends [(typeof eventNames)[number]]
  ? [(typeof eventNames)[number]] extends [EventName]
    ? true
    : false
  : false;

/** The body of `POST /api/events`. */
export const EventsRequestSchema = z.strictObject({
  events: z
    .array(VisitorEventSchema)
    .check(
      z.minLength(1, 'must hold at least one event'),
      z.maxLength(EVENTS_PER_BATCH, `must hold at most ${EVENTS_PER_BATCH} events`),
    ),
});

export type EventsRequest = z.infer<typeof EventsRequestSchema>;
