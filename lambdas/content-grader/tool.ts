import { declareTool } from '../shared/tool-kit/declaration';

/** Content Grader: a short text about a topic, streamed as it is written. */
export const tool = declareTool({
  id: 'content-grader',
  kind: 'text',
  route: {
    path: '/functions/v1/content-grader',
    streaming: true,
    timeoutSeconds: 60,
    memoryMb: 512,
    repositories: ['rate-limits'],
    bedrock: true,
    // Well above what the capped prompt can reach (prompt.ts UNTRUSTED_CHARS plus its instructions).
    generation: { inputTokens: 8_000, calls: 1 },
    example: { topic: 'Email marketing for bakeries' },
  },
  refine: { fields: ['text'], maxChars: 6_000 },
});
