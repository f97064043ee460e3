import { addressLogId } from '../shared/email/address-hash';
import type { Mailer } from '../shared/email/mailer';
import { AppError } from '../shared/http/errors';
import type { Generator } from '../shared/generator/types';
import { logger } from '../shared/logger';
import { leadSource, type Lead } from '../shared/repositories/lead-record';
import type { OptOutsRepository } from '../shared/repositories/opt-outs-repository';
import type { RoastLeadsRepository } from '../shared/repositories/roast-leads-repository';
import {
  ROAST_CONSENT_TEXT,
  type BrandRoastRequest,
  type BrandRoastResponse,
  type RoastResult,
  type RoastSiteFacts,
} from './contract';
import { deliverRoast } from './deliver';
import type { ReadSite } from './site';
import { brandRoastTask } from './task';

export interface RoastDeps {
  generator: Generator;
  /** Best effort: a site that cannot be read only means a roast of the copy alone. */
  readSite: ReadSite;
  leads: RoastLeadsRepository;
  optOuts: Pick<OptOutsRepository, 'isOptedOut'>;
  mailer: Mailer;
  /** The site's public address for the unsubscribe link; without it no email is sent. */
  siteUrl: string | undefined;
  /** The unsubscribe signing key, read only when an email is about to go. */
  secret: () => Promise<string>;
  retentionDays: number;
}

const NO_USAGE = { inputTokens: 0, outputTokens: 0 };
const errorCode = (err: unknown) =>
  err instanceof AppError ? (err.code ?? `http_${err.status}`) : ((err as Error).name ?? 'Error');

/** The site's facts, or null: a slow, missing or refusing site never fails the roast. */
async function siteOf(readSite: ReadSite, websiteURL: string): Promise<RoastSiteFacts | null> {
  if (!websiteURL) return null;
  try {
    return await readSite(websiteURL);
  } catch (err) {
    const reason = err instanceof AppError ? err.message : (err as Error).name;
    logger.info('site not read, roasting the copy alone', { reason });
    return null;
  }
}

/**
 * One roast, in the order that never loses a visitor: store the lead (its own write), generate,
 * store the result, email it, answer. A failed generation leaves the lead marked failed and fails
 * the request; a failed email only makes `emailed` false. A retry of the same submission reuses the
 * stored lead and result and never sends a second email.
 */
export async function roastBrand(body: BrandRoastRequest, deps: RoastDeps): Promise<BrandRoastResponse> {
  const { email, sourceSlug, idempotencyKey, ...brand } = body;
  const { lead, created } = await deps.leads.create(
    { email, brand, source: leadSource(sourceSlug), consentText: ROAST_CONSENT_TEXT, idempotencyKey },
    deps.retentionDays,
  );
  logger.info('roast lead stored', { lead: lead.id, address: addressLogId(email), retry: !created });
  let result = lead.result;
  let meta = { demo: lead.demo === true, usage: NO_USAGE };
  if (!result) {
    const site = await siteOf(deps.readSite, brand.websiteURL);
    try {
      const generated = await deps.generator.generateObject(brandRoastTask, { ...brand, site });
      result = generated.object;
      meta = generated.meta;
    } catch (err) {
      await deps.leads.recordFailure(lead.id, errorCode(err));
      throw err;
    }
    await deps.leads.recordResult(lead.id, result, meta.demo);
  }
  const emailed = await emailStep({ ...lead, demo: meta.demo }, result, deps);
  return { ...result, emailed, ...meta };
}

/** Sends the result once; any failure here only means the visitor is told the email did not go. */
async function emailStep(lead: Lead, result: RoastResult, deps: RoastDeps): Promise<boolean> {
  if (lead.status === 'emailed') return true;
  if (!deps.siteUrl) {
    logger.error('roast email skipped: SITE_URL is not set', { lead: lead.id });
    return false;
  }
  try {
    const outcome = await deliverRoast(lead, result, {
      leads: deps.leads,
      optOuts: deps.optOuts,
      mailer: deps.mailer,
      siteUrl: deps.siteUrl,
      secret: await deps.secret(),
    });
    if (outcome !== 'claimed-elsewhere') return outcome === 'emailed';
    // Another request of this submission is sending: report what it achieved so far.
    return (await deps.leads.get(lead.id))?.status === 'emailed';
  } catch (err) {
    logger.error('roast email step failed', { lead: lead.id, error: (err as Error).name });
    return false;
  }
}
