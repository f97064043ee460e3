import { verifyUnsubscribeToken, type TokenCheck } from '../shared/email/unsubscribe-token';
import { logger } from '../shared/logger';
import type { OptOutsRepository } from '../shared/repositories/opt-outs-repository';

export interface UnsubscribeDeps {
  optOuts: Pick<OptOutsRepository, 'optOut'>;
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
  await deps.optOuts.optOut(check.emailHash);
  logger.info('unsubscribed', { address: check.emailHash.slice(0, 12) });
  return check;
}
