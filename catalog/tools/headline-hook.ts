import { declareTool, MEASURED_TOKENS } from '../declaration';

/** Ten headlines or five hooks, streamed one a line. */
export const tool = declareTool({
  id: 'headline-hook',
  kind: 'text',
  route: {
    path: '/functions/v1/headline-generator',
    streaming: true,
    timeoutSeconds: 60,
    memoryMb: 512,
    repositories: ['rate-limits'],
    bedrock: true,
    generation: { inputTokens: 12_000, calls: 1 },
    example: {
      mode: 'headlines',
      contentTopic: 'Email marketing for bakeries',
      targetAudience: 'bakery owners',
      contentType: 'Blog Post',
      emotionalTrigger: 'Promise of Gain',
      tone: 'Professional',
    },
  },
  refine: { fields: ['result'], maxChars: 8_000 },
  plan: { weight: 0.14, input: 750, output: 150, seconds: 4, source: MEASURED_TOKENS },
});
