/**
 * The security headers every answer of the site carries, as data: CloudFront's response headers policy
 * (infra/constructs/site-headers.ts) and the local server (scripts/local/server.ts) both send these.
 */
import { YOUTUBE_THUMBNAIL_HOST } from '../lambdas/shared/contracts/youtube';
import { BOOT_SCRIPT_SOURCE } from '../scripts/site/boot-script';

/**
 * The site's Content-Security-Policy. Scripts only from our origin, and the one inline script every page
 * carries, by its hash (scripts/site/boot-script.ts);
 * styles also inline, because sonner and Radix's scroll lock insert <style> elements at run time;
 * images from our origin, inline placeholders, and YouTube's thumbnail host, no other.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${BOOT_SCRIPT_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: https://${YOUTUBE_THUMBNAIL_HOST}`,
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
].join('; ');

/** Browser features the site never uses, switched off for it and anything it might embed. */
export const permissionsPolicy = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** HSTS for two years: well past the one-year minimum browsers' preload lists ask for. */
export const HSTS_MAX_AGE_DAYS = 730;

/** The headers as CloudFront writes them on every answer (the policy overrides any the origin sent). */
export const siteSecurityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_DAYS * 86_400}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': permissionsPolicy,
  // Pages we open (the "help me draft" chat) get no handle on this window.
  'Cross-Origin-Opener-Policy': 'same-origin',
};
