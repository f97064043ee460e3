import type { CritiqueBody } from '../../lambdas/landing-page-critique/contract';

/** A valid URL-mode critique request; the URL names a page the test serves. */
export const critiqueUrlBody = (url: string, overrides: Record<string, unknown> = {}): CritiqueBody =>
  ({
    mode: 'url',
    landingPageUrl: url,
    industry: 'Artisan bakery',
    targetAudience: 'busy parents who want fresh bread',
    conversionGoal: 'lead-capture',
    ...overrides,
  }) as CritiqueBody;

/** A valid text-mode critique request. */
export const critiqueTextBody = (overrides: Record<string, unknown> = {}): CritiqueBody =>
  ({
    mode: 'text',
    landingPageCopy: [
      'Fresh sourdough at your door by breakfast',
      'We bake every loaf by hand before dawn. You get warm bread on your doorstep by seven.',
      'Order your first loaf',
    ].join('\n'),
    industry: 'Artisan bakery',
    targetAudience: 'busy parents who want fresh bread',
    conversionGoal: 'direct-sales',
    ...overrides,
  }) as CritiqueBody;
