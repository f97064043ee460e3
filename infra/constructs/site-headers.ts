import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  HSTS_MAX_AGE_DAYS,
  permissionsPolicy,
  siteSecurityHeaders,
} from '../site-header-values';

export { contentSecurityPolicy } from '../site-header-values';

const hstsMaxAge = Duration.days(HSTS_MAX_AGE_DAYS);

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
        {
          header: 'Cross-Origin-Opener-Policy',
          value: siteSecurityHeaders['Cross-Origin-Opener-Policy']!,
          override: true,
        },
      ],
    },
  });
}
