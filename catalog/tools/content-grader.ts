import { declareTool } from '../declaration';

/**
 * The Content Grader (issue 37): a draft, pasted or published, graded against what ranks for its keyword today,
 * then the five edits that would raise the grade most, streamed as they are written.
 */
export const tool = declareTool({
  id: 'content-grader',
  kind: 'text',
  route: {
    path: '/functions/v1/content-grader',
    streaming: true,
    timeoutSeconds: 90,
    memoryMb: 1024,
    repositories: ['rate-limits', 'research'],
    bedrock: true,
    research: true,
    // Well above what the capped prompt can reach (prompt.ts UNTRUSTED_CHARS plus its instructions).
    generation: { inputTokens: 132_000, calls: 1 },
    // A 30,000-character draft, JSON-escaped, with a brief's targets: 128 KiB holds it.
    maxBodyBytes: 128 * 1024,
    example: {
      mode: 'text',
      keyword: 'sourdough starter',
      draft:
        '# Sourdough starter for beginners\n\nFeed your starter flour and water every day.\n\n## How to feed a starter\n\nEqual weights of flour and water, each morning.',
    },
  },
  refine: { fields: ['edits'], maxChars: 40_000 },
  plan: {
    weight: 0.06,
    input: 6000,
    output: 400,
    seconds: 12,
    source: 'assumed: a 1,500-word draft and its grade in the prompt, five edits out',
  },
});
