/** The CSS variable in which the cookie notice, while on screen, publishes its height. */
export const NOTICE_HEIGHT = '--cookie-notice-height';

/** A CSS length `gap` pixels above the cookie notice while it shows, else above the bottom of the screen. */
export const aboveCookieNotice = (gap: number): string => `calc(var(${NOTICE_HEIGHT}, 0px) + ${gap}px)`;
