/**
 * Results the product wrote, signed (issue 40.6): every tool answer carries an HMAC of its tool and its
 * content under a stage secret, and refine takes a previous result only with a signature that matches, so a
 * "previous result" is always one of ours, unchanged. The generation's meta is not signed (a demo header, the
 * usage), nor what a refinement measures anew (the tool's declaration, `refine.anew`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import { env } from '../env';
import { stageSecret } from '../secrets';
import { UNSIGNED } from './unsigned';

/** The local stack's key; a deployed function never falls back to it. */
export const LOCAL_RESULT_SECRET = 'local-result-secret: never used by a deployed stage';

/** The key results are signed with: Secrets Manager on a deployed stage, `RESULT_SECRET` or a local default. */
export function resultSecret(): Promise<string> {
  const { RESULT_SECRET_ID, RESULT_SECRET } = env();
  return stageSecret({
    secretId: RESULT_SECRET_ID,
    value: RESULT_SECRET,
    name: 'result signing secret (RESULT_SECRET_ID)',
    localDefault: LOCAL_RESULT_SECRET,
  });
}

/** What is signed of a result: its tool, and every field but the unsigned ones, in a canonical order. */
export function signedContent(tool: string, result: object, anew: readonly string[] = []): string {
  const skipped = new Set<string>([...UNSIGNED, ...anew]);
  const content = Object.fromEntries(Object.entries(result).filter(([key]) => !skipped.has(key)));
  return stringify({ tool, result: content }) ?? '';
}

/** The signature of a result of `tool`. */
export const signatureOf = (
  key: string,
  tool: string,
  result: object,
  anew: readonly string[] = [],
): string =>
  createHmac('sha256', key)
    .update(signedContent(tool, result, anew))
    .digest('base64url');

/** Whether a result carries the signature this site gives it. */
export function signedByUs(key: string, tool: string, result: object, anew: readonly string[] = []): boolean {
  const given = (result as { signature?: unknown }).signature;
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(signatureOf(key, tool, result, anew));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
