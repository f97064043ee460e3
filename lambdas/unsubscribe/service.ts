import { verifyUnsubscribeToken, type TokenCheck } from '../shared/email/unsubscribe-token';
import { logger } from '../shared/logger';
import type { LeadsRepository } from '../shared/repositories/leads-repository';

export interface UnsubscribeDeps {
  leads: Pick<LeadsRepository, 'optOut'>;
  secret: string;
  now?: Date;
}

/** Checks the token and records the opt-out of the address it names (by hash); repeat clicks are harmless. */
export async function unsubscribe(token: string, deps: UnsubscribeDeps): Promise<TokenCheck> {
  const check = verifyUnsubscribeToken(token, deps.secret, deps.now);
  if (!check.ok) {
    logger.info('unsubscribe refused', { reason: check.reason });
    return check;
  }
  await deps.leads.optOut(check.emailHash);
  logger.info('unsubscribed', { address: check.emailHash.slice(0, 12) });
  return check;
}
