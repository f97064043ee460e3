import type { Mailer } from '../shared/email/mailer';
import { signUnsubscribeToken, unsubscribeUrl } from '../shared/email/unsubscribe-token';
import { logger } from '../shared/logger';
import type { Lead } from '../shared/repositories/lead-record';
import type { OptOutsRepository } from '../shared/repositories/opt-outs-repository';
import type { RoastLeadsRepository } from '../shared/repositories/roast-leads-repository';
import type { RoastResult } from './contract';
import { roastEmail } from './email';

export interface DeliveryDeps {
  leads: Pick<RoastLeadsRepository, 'claimEmail' | 'recordEmail'>;
  optOuts: Pick<OptOutsRepository, 'isOptedOut'>;
  mailer: Mailer;
  /** The site's public address: the unsubscribe link points there. */
  siteUrl: string;
  /** The key unsubscribe links are signed with. */
  secret: string;
  now?: () => Date;
}

/** How the email step ended; `claimed-elsewhere`: another request for the same submission sends it. */
export type Delivery = 'emailed' | 'email_failed' | 'opted_out' | 'claimed-elsewhere';

/**
 * Emails a lead its result, at most once per submission: an opted-out address gets nothing, and only
 * the request that claims the lead sends. `force` (an editor's resend) skips the claim, not the opt-out.
 */
export async function deliverRoast(
  lead: Lead,
  result: RoastResult,
  deps: DeliveryDeps,
  options: { force?: boolean } = {},
): Promise<Delivery> {
  if (await deps.optOuts.isOptedOut(lead.email)) {
    await deps.leads.recordEmail(lead.id, 'opted_out');
    return 'opted_out';
  }
  if (!options.force && !(await deps.leads.claimEmail(lead.id))) return 'claimed-elsewhere';
  const now = deps.now?.() ?? new Date();
  const link = unsubscribeUrl(deps.siteUrl, signUnsubscribeToken(lead.emailHash, deps.secret, now));
  const email = roastEmail({
    to: lead.email,
    brandName: lead.brand.brandName,
    result,
    demo: lead.demo === true,
    sample: lead.sample,
    unsubscribeUrl: link,
  });
  let messageId: string;
  try {
    ({ messageId } = await deps.mailer.send(email));
  } catch (err) {
    // The error's name only: SES messages can quote the recipient's address.
    logger.warn('roast email not sent', { lead: lead.id, error: (err as Error).name });
    await deps.leads.recordEmail(lead.id, 'email_failed');
    return 'email_failed';
  }
  await deps.leads.recordEmail(lead.id, 'emailed', messageId);
  return 'emailed';
}
