import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { groundingRegion } from '../../../infra/bedrock';
import { researchTable } from '../../../infra/tables';
import type { LanguageCode } from '../contracts/languages';
import { documentClient } from '../dynamo';
import { env, tableName } from '../env';
import { fetchPage, fetchSettings } from '../fetch';
import { researchMeter } from '../rate-limit/middleware';
import { ResearchRepository } from '../repositories/research-repository';
import { GROUNDING_OUTPUT_TOKENS, groundedSearch } from './grounding';
import { researchKeyword, researchNotes, withoutResearch, type ResearchOutcome } from './research';

export { type ResearchOutcome } from './research';
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

/** Input tokens a grounded search may count: our short prompt plus the search results Nova reads. */
const SEARCH_INPUT_TOKENS = 16_000;

let client: BedrockRuntimeClient | undefined;

/**
 * The researcher of a guarded route's request, from the environment: off (and why) when the stage has no
 * research model or runs outside the US; else grounded searches with the stage's research model, pages read
 * by the safe fetcher (its local allowlist included) within the page time cap, tokens metered against the
 * request's budget.
 */
export function researcher(route: string, event: APIGatewayProxyEvent): Researcher {
  const e = env();
  const region = e.RESEARCH_REGION ?? e.BEDROCK_REGION ?? e.AWS_REGION;
  const modelId = e.RESEARCH_MODEL_ID;
  if (!modelId) return off(researchNotes.off);
  if (!groundingRegion(region)) return off(researchNotes.region);
  client ??= new BedrockRuntimeClient({
    region,
    maxAttempts: 2,
    ...(e.RESEARCH_ENDPOINT ? { endpoint: e.RESEARCH_ENDPOINT } : {}),
  });
  const bedrock = client;
  const settings = { ...fetchSettings(), limits: { totalMs: e.RESEARCH_PAGE_TIMEOUT_MS } };
  return {
    live: true,
    research: (keyword, language, signal) =>
      researchKeyword(
        keyword,
        language,
        {
          store: new ResearchRepository(documentClient(), tableName(researchTable)),
          search: (prompt, abort, cost) => groundedSearch(bedrock, modelId, prompt, abort, cost),
          fetch: (url) => fetchPage(url, settings),
          meter: researchMeter(route, event, {
            inputTokens: SEARCH_INPUT_TOKENS,
            outputTokens: GROUNDING_OUTPUT_TOKENS,
          }),
          now: Date.now,
          dailyCalls: e.RESEARCH_DAILY_CALLS,
          timeoutMs: e.RESEARCH_TIMEOUT_MS,
        },
        signal,
      ),
  };
}
