import type { Instruction } from '../shared/contracts/refinement';
import { SYSTEM as briefSystem, KEEP_IN_ENGLISH as briefHeadings } from '../content-brief/prompt';
import { briefAnswer } from '../content-brief/task';
import { SYSTEM as headlineSystem } from '../headline-hook/prompt';
import { headlineAnswer } from '../headline-hook/task';
import {
  SYSTEM as critiqueSystem,
  KEEP_IN_ENGLISH as critiqueHeadings,
} from '../landing-page-critique/prompt';
import { critiqueAnswer } from '../landing-page-critique/task';
import {
  measurePost,
  paragraphsOf,
  postLengths,
  type PostLength,
} from '../linkedin-post/documents/post-length';
import { SYSTEM as linkedinSystem } from '../linkedin-post/prompt';
import type { PreviousOf } from './contract';
import type { TextRefiner } from './refiner';

/** What the critique measured, carried over from the previous answer unchanged. */
const measuredOf = ({ checks, competitorChecks, competitorError }: PreviousOf<'landing-page-critique'>) => ({
  checks,
  ...(competitorChecks ? { competitorChecks } : {}),
  ...(competitorError ? { competitorError } : {}),
});

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

export const textRefiners = {
  'content-brief': {
    kind: 'text',
    system: briefSystem,
    keepInEnglish: briefHeadings,
    textOf: (previous) => previous.brief,
    answer: briefAnswer,
    variant: async () => (await import('../content-brief/demo')).demoBriefVariant,
  } satisfies TextRefiner<'content-brief'>,
  'headline-hook': {
    kind: 'text',
    system: headlineSystem,
    textOf: (previous) => previous.result,
    answer: headlineAnswer,
    variant: async () => (await import('../headline-hook/demo')).demoHeadlineVariant,
  } satisfies TextRefiner<'headline-hook'>,
  'landing-page-critique': {
    kind: 'text',
    system: critiqueSystem,
    keepInEnglish: critiqueHeadings,
    textOf: (previous) => previous.analysis,
    answer: (analysis, previous) => critiqueAnswer(measuredOf(previous))(analysis),
    data: measuredOf,
    variant: async () => (await import('../landing-page-critique/demo')).demoCritiqueVariant,
  } satisfies TextRefiner<'landing-page-critique'>,
  'linkedin-post': {
    kind: 'text',
    system: linkedinSystem,
    textOf: (previous) => previous.post,
    answer: (post, previous, instruction) => ({
      post,
      stats: measurePost(post, refinedLength(previous.post, instruction)),
    }),
    variant: async () => (await import('../linkedin-post/demo')).demoLinkedInVariant,
  } satisfies TextRefiner<'linkedin-post'>,
};
