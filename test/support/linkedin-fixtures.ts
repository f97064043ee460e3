import type { LinkedInPostBody } from '../../lambdas/linkedin-post/contract';

type Overrides = Record<string, unknown>;

/** A complete, valid request for each tab: Standard Post, Story-Based and Content Promotion. */
export const linkedinBodies = {
  standard: (overrides: Overrides = {}) =>
    ({
      postType: 'standard',
      personalStyle: 'educational',
      topic: 'Email marketing for bakeries',
      goal: 'thought-leadership',
      industryInsight: 'Most small bakeries never email their regulars.',
      includeCTA: 'no',
      postLength: 'medium',
      ...overrides,
    }) as LinkedInPostBody,
  story: (overrides: Overrides = {}) =>
    ({
      postType: 'story',
      personalStyle: 'mistake',
      topic: 'Hiring my first employee',
      goal: 'networking',
      includeCTA: 'yes',
      ctaType: 'connect',
      postLength: 'long',
      experience: 'I hired a friend without a trial period. Six months later we were both unhappy.',
      ...overrides,
    }) as LinkedInPostBody,
  promotion: (overrides: Overrides = {}) =>
    ({
      postType: 'promotion',
      personalStyle: 'data-insight',
      topic: 'Pricing for freelancers',
      goal: 'lead-generation',
      includeCTA: 'yes',
      ctaType: 'event',
      ctaLink: 'https://example.com/webinar',
      postLength: 'short',
      valuePoints: 'How 200 freelancers set prices\nThree pricing models compared',
      contentLink: 'https://example.com/report',
      ...overrides,
    }) as LinkedInPostBody,
};
