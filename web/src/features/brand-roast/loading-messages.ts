import type { ProgressStep } from '@lambdas/shared/contracts/progress';

/** The loading step's messages, one every 2 seconds, in this order, round and round. */
export const LOADING_MESSAGES = [
  'Analyzing your brand copy...',
  'Preparing some tough love...',
  'Crafting your rebuild strategy...',
  'Almost ready...',
] as const;

export const LOADING_MESSAGE_MS = 2000;

/** The step the server reports, shown under the rotating messages. */
export const STEP_TEXT: Record<ProgressStep, string> = {
  'reading your site': 'Now: reading your website',
  writing: 'Now: writing your roast',
  'sending your email': 'Now: emailing your results',
  'waiting for your earlier request': 'Now: finishing your earlier request',
  'researching what ranks today': 'Now: researching what ranks today',
};
