import { declareTool, MEASURED_TOKENS } from '../declaration';

/** The top videos for a keyword (`search`), then content ideas that build on them. */
export const tool = declareTool({
  id: 'youtube-analysis',
  kind: 'object',
  route: {
    // One JSON answer integrated as a stream, like blog-topic: a repair round can outlast 29 s.
    path: '/functions/v1/idea-generator',
    streaming: true,
    timeoutSeconds: 90,
    memoryMb: 512,
    repositories: ['rate-limits'],
    bedrock: true,
    generation: { inputTokens: 80_000, calls: 2 },
    example: {
      topic: 'sourdough starter',
      clips: [{ name: 'Sourdough starter for beginners', description: 'Feeding a starter day by day.' }],
    },
  },
  more: {
    // Not a model call, but rate-limited like one: every new keyword spends YouTube quota.
    search: {
      path: '/functions/v1/youtube-search',
      streaming: false,
      timeoutSeconds: 15,
      memoryMb: 256,
      repositories: ['rate-limits', 'youtube'],
      youtube: true,
      example: { topic: 'sourdough starter' },
      plan: {
        perResult: 1,
        source: 'assumed: the tool searches a keyword, then asks for ideas on what it found',
      },
    },
  },
  refine: { fields: ['ideas'], maxChars: 12_000 },
  plan: { weight: 0.06, input: 1060, output: 500, seconds: 8, source: MEASURED_TOKENS },
});
