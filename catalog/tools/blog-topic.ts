import { declareTool, MEASURED_TOKENS } from '../declaration';

/** Five to ten blog topic ideas with their reasoning, after live research of the first keyword when the stage has it. */
export const tool = declareTool({
  id: 'blog-topic',
  kind: 'object',
  route: {
    // One JSON answer, but integrated as a stream: a structured answer with a repair round can
    // outlast API Gateway's 29 s buffered limit.
    path: '/functions/v1/blog-topic-generator',
    streaming: true,
    timeoutSeconds: 90,
    memoryMb: 512,
    repositories: ['rate-limits', 'research'],
    bedrock: true,
    research: true,
    generation: { inputTokens: 68_000, calls: 2 },
    example: {
      industry: 'Artisan bakery',
      targetKeywords: 'sourdough starter',
      targetAudience: 'home bakers',
      competitorURLs: '',
      contentType: 'how-to',
      excludeTopics: '',
    },
  },
  refine: { fields: ['ideas'], maxChars: 18_000 },
  plan: { weight: 0.14, input: 2540, output: 600, seconds: 16, source: MEASURED_TOKENS },
});
