import { declareTool, MEASURED_TOKENS } from '../declaration';

/** An SEO content brief, streamed as it is written, after live research of its keyword when the stage has it. */
export const tool = declareTool({
  id: 'content-brief',
  kind: 'text',
  route: {
    path: '/functions/v1/content-brief',
    streaming: true,
    timeoutSeconds: 90,
    memoryMb: 512,
    repositories: ['rate-limits', 'research'],
    bedrock: true,
    research: true,
    generation: { inputTokens: 76_000, calls: 1 },
    example: {
      experience_level: 'marketer',
      topic: 'Email marketing for bakeries',
      primaryKeywords: ['bakery newsletter'],
      targetAudience: 'bakery owners',
      contentGoal: 'convert',
      contentType: 'blog-post',
      briefDepth: '1000-1500',
      internalLinks: '',
    },
  },
  refine: { fields: ['brief'], maxChars: 26_000 },
  plan: {
    weight: 0.22,
    input: 2340,
    output: 1200,
    seconds: 22,
    source: `${MEASURED_TOKENS}; output doubled: its demo answers the short depth`,
  },
});
