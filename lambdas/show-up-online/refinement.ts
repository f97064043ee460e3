import { objectRefinement } from '../shared/tool-kit/refinement';
import { OnlinePresenceResponseSchema, PresenceAnalysisSchema } from './contract';
import { SYSTEM, TOOL } from './prompt';

/** An analysis rewritten as asked; the site's facts and the business stay as first measured and asked. */
export const refinement = objectRefinement({
  response: OnlinePresenceResponseSchema,
  system: SYSTEM,
  tool: TOOL,
  schema: () => PresenceAnalysisSchema,
  objectOf: (previous) => previous.analysis,
  answer: (analysis, { companyName, websiteUrl, siteFacts, siteError }) => ({
    success: true,
    companyName,
    websiteUrl,
    analysis,
    siteFacts,
    siteError,
  }),
  variant: async () => (await import('./demo')).demoPresenceVariant,
});
