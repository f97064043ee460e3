import type { HeadlineBody } from '../../lambdas/headline-hook/contract';

/** A complete, valid headlines request body, as the SPA sends it (display labels, title-cased tone). */
export const headlinesBody = (overrides: Record<string, unknown> = {}): HeadlineBody =>
  ({
    mode: 'headlines',
    contentTopic: 'Email marketing for bakeries',
    targetAudience: 'bakery owners',
    contentType: 'Blog Post',
    keyBenefit: 'fill more weekend orders',
    emotionalTrigger: 'Promise of Gain',
    tone: 'Professional',
    ...overrides,
  }) as HeadlineBody;

/** A complete, valid hooks request body. */
export const hooksBody = (overrides: Record<string, unknown> = {}): HeadlineBody =>
  ({
    mode: 'hooks',
    contentTopic: 'Email marketing for bakeries',
    targetAudience: 'bakery owners',
    mainProblem: 'no time to write newsletters',
    hookStyle: 'story',
    tone: 'casual',
    ...overrides,
  }) as HeadlineBody;
