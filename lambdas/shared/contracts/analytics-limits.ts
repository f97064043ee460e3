/** The analytics contract's constants without its schemas: the SPA's first load imports these only. */

/** The most events in one request: a page's events, sent when it is left or the next page is viewed. */
export const EVENTS_PER_BATCH = 20;
/** The most bytes of one request's body. */
export const EVENTS_MAX_BODY_BYTES = 4 * 1024;

export const viewportClasses = ['phone', 'tablet', 'desktop'] as const;
export type ViewportClass = (typeof viewportClasses)[number];
export const downloadFormats = ['docx', 'pdf'] as const;
export const vitalNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

/** Every event name the browser may report (analytics.ts holds each one's fields). */
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
