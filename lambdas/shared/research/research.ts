import { operationsMetrics } from '../../../catalog/names';
import { MAX_SOURCES, type ResearchFields } from '../contracts/research';
import { emitMetrics } from '../metrics/metrics';
import type { LanguageCode } from '../contracts/languages';
import type { PageFetcher } from '../fetch';
import { promptTokens, settleOrRelease, type GenerationMeter } from '../generator/metered';
import { NO_USAGE } from '../generator/spend';
import type { CostReport, Prompt } from '../generator/types';
import { AppError } from '../http/errors';
import { logger } from '../logger';
import type { ResearchRepository } from '../repositories/research-repository';
import { budgetDay, dayExpiry } from '../rate-limit/generation-budget';
import { groundingPrompt, SEARCH_RESULT_TOKENS, type GroundedSearch } from './grounding';
import { measureSource, type MeasuredSource } from './measure-source';
import { researchNotes, withoutResearch, type ResearchOutcome } from './outcome';

/** How long a keyword's research is reused. */
export const RESEARCH_CACHE_MS = 7 * 86_400_000;

/** Questions listed for the brief, from all sources together. */
const MAX_QUESTIONS = 8;

/** Everything research needs; `researcher()` builds it from the environment. */
export interface ResearchDeps {
  store: Pick<ResearchRepository, 'cached' | 'save' | 'countCall'>;
  /** One grounded search (grounding.ts) with the stage's research model, telling `cost` what it has cost so far. */
  search: (prompt: Prompt, signal: AbortSignal, cost: CostReport) => Promise<GroundedSearch>;
  fetch: PageFetcher;
  /** Counts the search's tokens toward the daily budget and the visitor's share. */
  meter: GenerationMeter;
  now: () => number;
  dailyCalls: number;
  /** For the grounded search. */
  timeoutMs: number;
}

/** The cache's form of a keyword: trimmed, lower case, spaces collapsed. */
export const normalisedKeyword = (keyword: string): string =>
  keyword.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 100);

/** The live answer from measured sources: the public fields and the questions their headings ask. */
function live(sources: MeasuredSource[], cached: boolean): ResearchOutcome {
  const questions = [...new Set(sources.flatMap((source) => source.questions))].slice(0, MAX_QUESTIONS);
  const fields: ResearchFields = {
    research: 'live',
    sources: sources.map(({ n, title, url, domain, wordCount, headings, read }) => ({
      n,
      title,
      url,
      domain,
      wordCount,
      headings,
      read,
    })),
    questions,
  };
  return { fields, sources, cached };
}

/**
 * The grounded search, metered: its reservation settled to what Bedrock counted, or, when the search failed
 * or was cut off after it was sent, to what it may have read and written; given back only when Nova never
 * got it. Usage above the reservation is checked: when it passed a limit, the search's pages are not used.
 */
async function meteredSearch(prompt: Prompt, deps: ResearchDeps, signal: AbortSignal) {
  // Nova reads the search results as input too: the reservation covers them before the call.
  await deps.meter.start(promptTokens(prompt) + SEARCH_RESULT_TOKENS, 1);
  let cost = NO_USAGE;
  let found: GroundedSearch;
  try {
    found = await deps.search(prompt, signal, (usage) => (cost = usage));
  } catch (err) {
    await settleOrRelease(deps.meter, cost);
    throw err;
  }
  const over = await deps.meter.settle({ demo: false, usage: found.usage });
  if (over) throw over;
  return found;
}

/**
 * A keyword's live research (issue 29): the cached sources when the keyword was researched in the last 7
 * days, else one grounded search (within the day's cap and the token budget) whose cited pages, at most
 * MAX_SOURCES, are read and measured in parallel. Never throws: every failure is an answer without live data
 * that says why.
 */
export async function researchKeyword(
  keyword: string,
  language: LanguageCode,
  deps: ResearchDeps,
  signal: AbortSignal,
): Promise<ResearchOutcome> {
  const key = normalisedKeyword(keyword);
  const now = deps.now();
  try {
    const cached = await deps.store.cached(key, language, now);
    if (cached) return live(cached.sources, true);
    const calls = await deps.store.countCall(budgetDay(now), deps.dailyCalls, dayExpiry(now) * 1000);
    if (calls === undefined) return withoutResearch('failed', researchNotes.dailyCap);
    // The day's running count: the research alarm fires at 80 % of the cap.
    emitMetrics({}, { [operationsMetrics.researchCalls]: { value: calls, unit: 'Count' } });
  } catch (err) {
    logger.warn('research store failed', { error: err instanceof Error ? err.name : 'Error' });
    return withoutResearch('failed', researchNotes.failed);
  }
  const timeout = AbortSignal.timeout(deps.timeoutMs);
  let found: GroundedSearch;
  try {
    found = await meteredSearch(groundingPrompt(key, language), deps, AbortSignal.any([signal, timeout]));
  } catch (err) {
    const name = err instanceof Error ? err.name : 'Error';
    logger.warn('grounded search failed', { error: name });
    if (err instanceof AppError && (err.status === 429 || err.status === 503))
      return withoutResearch('failed', researchNotes.budget);
    return withoutResearch('failed', timeout.aborted ? researchNotes.timeout : researchNotes.failed);
  }
  if (!found.pages.length) return withoutResearch('failed', researchNotes.empty);
  const sources = await Promise.all(
    found.pages.slice(0, MAX_SOURCES).map((page, i) => measureSource(page, i + 1, deps.fetch)),
  );
  if (sources.some((source) => source.read)) {
    await deps.store
      .save(key, language, sources, now, now + RESEARCH_CACHE_MS)
      .catch((err: unknown) =>
        logger.warn('could not cache research', { error: err instanceof Error ? err.name : 'Error' }),
      );
  }
  return live(sources, false);
}
