import { textRefinement } from '../shared/tool-kit/refinement';
import { LinkedInPostResponseSchema } from './contract';
import { measurePost, refinedLength } from './documents/post-length';
import { SYSTEM } from './prompt';

// Shared with the page, which measures the refined post it shows against the same length.
export { refinedLength };

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
