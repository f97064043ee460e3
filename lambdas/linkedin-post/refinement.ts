import type { Instruction } from '../shared/contracts/refinement';
import { textRefinement } from '../shared/tool-kit/refinement';
import { LinkedInPostResponseSchema } from './contract';
import { measurePost, paragraphsOf, postLengths, type PostLength } from './documents/post-length';
import { SYSTEM } from './prompt';

/** The post length a post's paragraphs fit (1-2 short, 3-4 medium, 5+ long). */
const lengthOf = (post: string): PostLength => {
  const paragraphs = paragraphsOf(post).length;
  return paragraphs <= 2 ? 'short' : paragraphs <= 4 ? 'medium' : 'long';
};

/** The length a refined post is measured against: one step down for Shorter, up for Longer. */
export function refinedLength(previous: string, instruction: Instruction): PostLength {
  const at = postLengths.indexOf(lengthOf(previous));
  const step = instruction.kind === 'shorter' ? -1 : instruction.kind === 'longer' ? 1 : 0;
  return postLengths[Math.min(postLengths.length - 1, Math.max(0, at + step))]!;
}

/** A post rewritten as asked, measured again (its stats are not read from the previous answer). */
export const refinement = textRefinement({
  response: LinkedInPostResponseSchema,
  system: SYSTEM,
  answer: (post, previous, instruction) => ({
    post,
    stats: measurePost(post, refinedLength(previous.post, instruction)),
  }),
  variant: async () => (await import('./demo')).demoLinkedInVariant,
});
