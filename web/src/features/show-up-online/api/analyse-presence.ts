import { toast } from '@/lib/toast';
import type { OnlinePresenceBody } from '@lambdas/show-up-online/contract';
import { useTool } from '@/lib/use-tool';
import type { PresenceAnswer } from '../report';

/** The analysis from `POST /functions/v1/online-presence`, toasted on success and on failure. */
export const useAnalysePresence = () =>
  useTool<OnlinePresenceBody, PresenceAnswer>('show-up-online', {
    parse: async () => (await import('./presence-answer')).parsePresenceAnswer,
    success: (answer) =>
      toast.success('Analysis Complete!', {
        description: `The online presence analysis for ${answer.companyName} is ready.`,
      }),
    failure: () =>
      toast.error('Analysis Failed', {
        description: 'There was an issue connecting to our analysis service. Please try again in a moment.',
      }),
  });
