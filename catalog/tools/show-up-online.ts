import { declareTool, MEASURED_TOKENS } from '../declaration';

/** The keywords a business should target and the steps to get found, from what is measured on its site. */
export const tool = declareTool({
  id: 'show-up-online',
  kind: 'object',
  route: {
    // One JSON answer integrated as a stream, like blog-topic: reading the site (up to about 12 s)
    // and a structured answer with a repair round can outlast API Gateway's 29 s buffered limit.
    path: '/functions/v1/online-presence',
    streaming: true,
    timeoutSeconds: 120,
    memoryMb: 512,
    repositories: ['rate-limits'],
    bedrock: true,
    generation: { inputTokens: 40_000, calls: 2 },
    example: {
      companyName: 'Crumb & Co',
      websiteUrl: 'https://127.0.0.1',
      industry: 'Artisan bakery',
      competitors: '',
    },
  },
  refine: { fields: ['analysis'], maxChars: 18_000 },
  plan: { weight: 0.06, input: 1330, output: 700, seconds: 15, source: MEASURED_TOKENS },
});
