import type { Generator } from '../shared/generator/types';
import { AppError } from '../shared/http/errors';
import { logger } from '../shared/logger';
import type { Progress } from '../shared/tool-route/progress';
import type { OnlinePresenceRequest, OnlinePresenceResponse, PresenceSiteFacts } from './contract';
import { presenceTask } from './task';

/** Reads and measures the business's site; throws (a PageFetchError) when its home page cannot be read. */
export type FetchSite = (websiteUrl: string) => Promise<PresenceSiteFacts>;

export interface PresenceDependencies {
  generator: Generator;
  fetchSite: FetchSite;
  /** Told when the work moves from reading the site to writing. */
  progress?: Progress;
  /** Stops the model call when the visitor leaves. */
  signal?: AbortSignal;
}

/** The site's facts, or why it could not be read: a slow or broken site never fails the analysis. */
async function readSite(fetchSite: FetchSite, websiteUrl: string) {
  try {
    return { siteFacts: await fetchSite(websiteUrl), siteError: null };
  } catch (err) {
    if (err instanceof AppError) {
      logger.info('site not read, analysing the form alone', { reason: err.message });
      return { siteFacts: null, siteError: err.message };
    }
    logger.warn('site reading failed unexpectedly, analysing the form alone', {
      error: err instanceof Error ? err.name : 'unknown',
    });
    return { siteFacts: null, siteError: 'We could not read your website' };
  }
}

/** The keyword and visibility analysis of a business, grounded in its site when the site can be read. */
export async function analyseOnlinePresence(
  { generator, fetchSite, progress, signal }: PresenceDependencies,
  request: OnlinePresenceRequest,
): Promise<OnlinePresenceResponse> {
  const site = await readSite(fetchSite, request.websiteUrl);
  progress?.('writing');
  const { object, meta } = await generator.generateObject(presenceTask, { request, ...site }, signal);
  return {
    success: true,
    companyName: request.companyName,
    websiteUrl: request.websiteUrl,
    analysis: object,
    ...site,
    ...meta,
  };
}
