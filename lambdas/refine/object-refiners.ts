import { BlogIdeasSchema } from '../blog-topic/contract';
import { SYSTEM as blogSystem, TOOL as blogTool } from '../blog-topic/prompt';
import { RoastResultSchema } from '../brand-roast/contract';
import { SYSTEM as roastSystem, TOOL as roastTool } from '../brand-roast/prompt';
import { SYSTEM as ideaSystem, TOOL as ideaTool } from '../idea-generator/prompt';
import { distinctCitations, ideasSchemaFor } from '../idea-generator/task';
import { PresenceAnalysisSchema } from '../show-up-online/contract';
import { SYSTEM as presenceSystem, TOOL as presenceTool } from '../show-up-online/prompt';
import type { ObjectRefiner } from './refiner';

export const objectRefiners = {
  'blog-topic': {
    kind: 'object',
    system: blogSystem,
    tool: blogTool,
    schema: () => BlogIdeasSchema,
    objectOf: ({ ideas }) => ({ ideas }),
    answer: ({ ideas }) => ({ ideas }),
    variant: async () => (await import('../blog-topic/demo')).demoBlogVariant,
  } satisfies ObjectRefiner<'blog-topic', typeof BlogIdeasSchema>,
  'show-up-online': {
    kind: 'object',
    system: presenceSystem,
    tool: presenceTool,
    schema: () => PresenceAnalysisSchema,
    objectOf: (previous) => previous.analysis,
    // The site's facts and the business stay what the first analysis measured and was asked about.
    answer: (analysis, { companyName, websiteUrl, siteFacts, siteError }) => ({
      success: true,
      companyName,
      websiteUrl,
      analysis,
      siteFacts,
      siteError,
    }),
    variant: async () => (await import('../show-up-online/demo')).demoPresenceVariant,
  } satisfies ObjectRefiner<'show-up-online', typeof PresenceAnalysisSchema>,
  'idea-generator': {
    kind: 'object',
    system: ideaSystem,
    tool: ideaTool,
    // The videos are not sent again: a refined idea may cite only numbers the previous ideas cite.
    schema: ({ ideas }) => ideasSchemaFor(Math.max(1, ...ideas.flatMap((idea) => idea.basedOn))),
    objectOf: ({ ideas }) => ({ ideas }),
    answer: ({ ideas }) => ({ ideas: distinctCitations(ideas) }),
    variant: async () => (await import('../idea-generator/demo')).demoIdeaVariant,
  } satisfies ObjectRefiner<'idea-generator', ReturnType<typeof ideasSchemaFor>>,
  'brand-roast': {
    kind: 'object',
    system: roastSystem,
    tool: roastTool,
    schema: () => RoastResultSchema,
    objectOf: ({ roast, rebuild }) => ({ roast, rebuild }),
    // A refinement is never emailed: the roast's email went out with the first result.
    answer: (result) => ({ ...result, emailed: false }),
    variant: async () => (await import('../brand-roast/demo')).demoRoastVariant,
  } satisfies ObjectRefiner<'brand-roast', typeof RoastResultSchema>,
};
