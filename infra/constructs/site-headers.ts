import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { YOUTUBE_THUMBNAIL_HOST } from '../../lambdas/shared/contracts/youtube';
import { BOOT_SCRIPT_SOURCE } from '../../scripts/site/boot-script';

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
const hstsMaxAge = Duration.days(730);

/** Security headers on every answer of the distribution, the SPA's and the API's alike. */
export function siteHeadersPolicy(scope: Construct, id: string, stage: string): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: `${stage} content-copilot: strict CSP, HSTS, nosniff, no framing`,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy, override: true },
      strictTransportSecurity: { accessControlMaxAge: hstsMaxAge, includeSubdomains: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Permissions-Policy', value: permissionsPolicy, override: true },
        // Pages we open (the "help me draft" chat) get no handle on this window.
        { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
      ],
    },
  });
}
