import { declareTool, MEASURED_TOKENS } from '../declaration';

/** A roast of a brand's copy and its rebuild, emailed to the visitor. */
export const tool = declareTool({
  id: 'brand-roast',
  kind: 'object',
  route: {
    // One JSON answer, integrated as a stream like blog-topic: lead, structured answer (with a repair
    // round), result and email together can outlast API Gateway's 29 s buffered limit.
    path: '/functions/v1/brand-roast',
    streaming: true,
    timeoutSeconds: 90,
    memoryMb: 512,
    repositories: ['rate-limits', 'roast-leads', 'opt-outs'],
    bedrock: true,
    generation: { inputTokens: 32_000, calls: 2 },
    sendsEmail: true,
    example: {
      email: 'success@simulator.amazonses.com',
      brandName: 'Crumb & Co',
      websiteURL: '',
      tagline: 'Bread worth waking up for',
      description: 'A neighbourhood bakery baking sourdough every morning.',
      audience: 'Busy families nearby',
      idempotencyKey: 'smoke-test-roast-0001',
    },
  },
  refine: { fields: ['roast', 'rebuild'], maxChars: 10_000, anew: ['emailed'] },
  plan: { weight: 0.08, input: 1130, output: 300, seconds: 10, source: MEASURED_TOKENS },
});
