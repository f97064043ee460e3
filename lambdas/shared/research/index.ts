import type { APIGatewayProxyEvent } from 'aws-lambda';
import { groundingRegion } from '../../../infra/bedrock';
import type { LanguageCode } from '../contracts/languages';
import { env } from '../env';
import { researchNotes, withoutResearch, type ResearchOutcome } from './outcome';

export { type ResearchOutcome } from './outcome';
export type { MeasuredSource } from './measure-source';

/** Researches one keyword in one language for the request that asks; `live` when it will search at all. */
export interface Researcher {
  live: boolean;
  research(keyword: string, language: LanguageCode, signal: AbortSignal): Promise<ResearchOutcome>;
}

/** A researcher that never searches, for this reason. */
const off = (note: string): Researcher => ({
  live: false,
  research: async () => withoutResearch('off', note),
});

/**
 * The researcher of a guarded route's request, from the environment: off (and why) when the stage has no
 * research model or runs outside the US; else live research (live.ts), loaded on the first request that
 * researches, so a cold start loads neither the fetcher nor the page parser.
 */
export function researcher(route: string, event: APIGatewayProxyEvent): Researcher {
  const e = env();
  const region = e.RESEARCH_REGION ?? e.BEDROCK_REGION ?? e.AWS_REGION;
  const modelId = e.RESEARCH_MODEL_ID;
  if (!modelId) return off(researchNotes.off);
  if (!groundingRegion(region)) return off(researchNotes.region);
  return {
    live: true,
    research: async (keyword, language, signal) =>
      (await import('./live')).researchLive(route, event, { region, modelId }, keyword, language, signal),
  };
}
