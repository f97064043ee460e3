import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { researchTable } from '../../../catalog/tables';
import type { LanguageCode } from '../contracts/languages';
import { documentClient } from '../dynamo';
import { env, tableName } from '../env';
import { fetchPage, fetchSettings } from '../fetch';
import { researchMeter } from '../rate-limit/middleware';
import { ResearchRepository } from '../repositories/research-repository';
import { GROUNDING_OUTPUT_TOKENS, groundedSearch, SEARCH_INPUT_TOKENS } from './grounding';
import { LOCAL_RESEARCH_NOTE } from '../contracts/research';
import type { ResearchOutcome } from './outcome';
import { researchKeyword } from './research';

let client: BedrockRuntimeClient | undefined;

/**
 * One keyword's live research for a guarded route's request: a grounded search with the stage's research
 * model, pages read by the safe fetcher (its local allowlist included) within the page time cap, tokens
 * metered against the request's budget. Loaded with `import()` by `researcher()` (index.ts): the fetcher,
 * the page parser and the research store stay off a cold start.
 */
export async function researchLive(
  route: string,
  event: APIGatewayProxyEvent,
  { region, modelId }: { region: string; modelId: string },
  keyword: string,
  language: LanguageCode,
  signal: AbortSignal,
): Promise<ResearchOutcome> {
  const e = env();
  client ??= new BedrockRuntimeClient({
    region,
    maxAttempts: 2,
    ...(e.RESEARCH_ENDPOINT ? { endpoint: e.RESEARCH_ENDPOINT } : {}),
  });
  const bedrock = client;
  const settings = { ...fetchSettings(), limits: { totalMs: e.RESEARCH_PAGE_TIMEOUT_MS } };
  const outcome = await researchKeyword(
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
  );
  // A research endpoint of its own is the local fake search (RESEARCH_FAKE=1, tests): its pages are samples.
  return e.RESEARCH_ENDPOINT ? markedLocal(outcome) : outcome;
}

/** Live research from the local fake search, marked so every result built on it says so. */
export const markedLocal = (outcome: ResearchOutcome): ResearchOutcome =>
  outcome.fields.research === 'live'
    ? { ...outcome, fields: { ...outcome.fields, researchNote: LOCAL_RESEARCH_NOTE } }
    : outcome;
