import { declareTool, MEASURED_TOKENS } from '../declaration';

/** A landing page's measured checks, then its critique streamed as it is written. */
export const tool = declareTool({
  id: 'landing-page-critique',
  kind: 'text',
  route: {
    path: '/functions/v1/landing-page-critique',
    streaming: true,
    timeoutSeconds: 90,
    memoryMb: 512,
    repositories: ['rate-limits'],
    bedrock: true,
    generation: { inputTokens: 192_000, calls: 1 },
    // Pasted copy may be 20,000 characters; with the form fields and JSON escaping, 96 KiB holds it.
    maxBodyBytes: 96 * 1024,
    example: {
      mode: 'text',
      landingPageCopy: 'Fresh bread at your door. Order your first loaf today.',
      industry: 'Artisan bakery',
      targetAudience: 'busy parents',
      conversionGoal: 'direct-sales',
    },
  },
  refine: { fields: ['analysis'], maxChars: 24_000 },
  plan: { weight: 0.1, input: 2150, output: 600, seconds: 10, source: MEASURED_TOKENS },
});
