import type { PageFetcher } from '../shared/fetch';
import { respondWithText } from '../shared/tool-route/respond';
import type { ToolInput } from '../shared/tool-route/tool-route';
import { PageFetchError } from '../shared/http/errors';
import { measurePage, measureText } from '../shared/page-checks';
import type { CritiqueChecks, CritiqueRequest } from './contract';
import type { CritiqueInput } from './prompt';
import { critiqueAnswer, critiqueTask } from './task';

async function measureUrl(url: string, fetchPage: PageFetcher) {
  const page = await fetchPage(url);
  return measurePage(page.html, page);
}

/** The competitor's checks, or why they are missing: a competitor that cannot be read does not stop the critique. */
async function measureCompetitor(
  url: string | undefined,
  fetchPage: PageFetcher,
): Promise<Pick<CritiqueChecks, 'competitorChecks' | 'competitorError'>> {
  if (!url) return {};
  try {
    return { competitorChecks: (await measureUrl(url, fetchPage)).checks };
  } catch (err) {
    if (err instanceof PageFetchError) return { competitorError: err.message };
    throw err;
  }
}

/**
 * Measures the page (fetched safely) or the pasted copy, and the competitor's page alongside, then
 * writes the critique from those checks: streamed after a leading `data` line with the checks, or as
 * one JSON answer. A page that cannot be fetched is a 422 with the visitor's reason.
 */
export async function critique(
  { body, event, generator }: ToolInput<CritiqueRequest>,
  fetchPage: PageFetcher,
) {
  const [own, competitor] = await Promise.all([
    body.mode === 'url'
      ? measureUrl(body.landingPageUrl, fetchPage)
      : { checks: measureText(body.landingPageCopy), text: body.landingPageCopy },
    measureCompetitor(body.competitorUrl, fetchPage),
  ]);
  const measured: CritiqueChecks = { checks: own.checks, ...competitor };
  const input: CritiqueInput = {
    request: body,
    checks: own.checks,
    pageText: own.text,
    ...(competitor.competitorChecks ? { competitorChecks: competitor.competitorChecks } : {}),
  };
  return respondWithText(event, generator, critiqueTask, input, critiqueAnswer(measured), measured);
}
