import { unsubscribeSecret } from '../shared/email/unsubscribe-secret';
import { verifyUnsubscribeToken } from '../shared/email/unsubscribe-token';
import { env } from '../shared/env';
import { route } from '../shared/http/route';
import { logger } from '../shared/logger';
import { UnsubscribeQuerySchema } from './contract';
import { refusedView, unsubscribePage } from './page';

/**
 * `GET /api/unsubscribe`: the link in the email, opened in a browser or by a mail scanner. It only checks
 * the token and asks; the page's button POSTs, and only that records the opt-out.
 */
export const handler = route({ query: UnsubscribeQuerySchema }, async ({ query }) => {
  const check = verifyUnsubscribeToken(query.token, await unsubscribeSecret());
  if (!check.ok) logger.info('unsubscribe link refused', { reason: check.reason });
  return unsubscribePage(check.ok ? 'confirm' : refusedView(check), env().SUPPORT_EMAIL);
});
