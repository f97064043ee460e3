import { env } from '../env';
import { stageSecret } from '../secrets';

/** Signs links on the local stack only; a deployed function never falls back to it. */
export const LOCAL_UNSUBSCRIBE_SECRET = 'local-unsubscribe-secret: never used by a deployed stage';

/**
 * The key unsubscribe links are signed with: Secrets Manager on a deployed stage (read once per
 * process), `UNSUBSCRIBE_SECRET` or the local default on the local stack.
 */
export function unsubscribeSecret(): Promise<string> {
  const { UNSUBSCRIBE_SECRET_ID, UNSUBSCRIBE_SECRET } = env();
  return stageSecret({
    secretId: UNSUBSCRIBE_SECRET_ID,
    value: UNSUBSCRIBE_SECRET,
    name: 'unsubscribe signing secret (UNSUBSCRIBE_SECRET_ID)',
    localDefault: LOCAL_UNSUBSCRIBE_SECRET,
  });
}
