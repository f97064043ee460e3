/** Interaction timings of docs/product.md#constants, in one place. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const COPIED_FEEDBACK_MS = 2000;
/**
 * How long published content (blog pages, posts, landing pages) counts as fresh: a prerendered page does not
 * fetch again what its HTML already carries, and going back to a page within this time shows it at once.
 */
export const PUBLISHED_FRESH_MS = 5 * 60 * 1000;
