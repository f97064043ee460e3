import { declareTool, MEASURED_TOKENS } from '../declaration';

/** A LinkedIn post, streamed as it is written, measured against LinkedIn's limits. */
export const tool = declareTool({
  id: 'linkedin-post',
  kind: 'text',
  route: {
    path: '/functions/v1/linkedin-post',
    streaming: true,
    timeoutSeconds: 60,
    memoryMb: 512,
    repositories: ['rate-limits'],
    bedrock: true,
    generation: { inputTokens: 28_000, calls: 1 },
    example: {
      postType: 'standard',
      personalStyle: 'educational',
      topic: 'Email marketing for bakeries',
      goal: 'thought-leadership',
      includeCTA: 'no',
      postLength: 'short',
    },
  },
  refine: { fields: ['post'], maxChars: 6_000, anew: ['stats'] },
  plan: { weight: 0.1, input: 860, output: 200, seconds: 5, source: MEASURED_TOKENS },
});
