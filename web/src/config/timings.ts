/** Interaction timings of docs/product.md#constants, in one place. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const COPIED_FEEDBACK_MS = 2000;
