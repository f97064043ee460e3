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

/** What is signed of a result: its tool, when it was written, and every field but the unsigned ones, in order. */
export function signedContent(
  tool: string,
  result: object,
  anew: readonly string[] = [],
  issuedAt = 0,
): string {
  const skipped = new Set<string>([...UNSIGNED, ...anew]);
  const content = Object.fromEntries(Object.entries(result).filter(([key]) => !skipped.has(key)));
  return stringify({ tool, issuedAt, result: content }) ?? '';
}

const mac = (key: string, content: string) => createHmac('sha256', key).update(content).digest('base64url');

/**
 * The signature of a result of `tool` written at `now` (ms): the second it was written (base 36), a dot, then
 * an HMAC over the tool, that second and the content, so its age can be read and cannot be changed.
 */
export function signatureOf(
  key: string,
  tool: string,
  result: object,
  anew: readonly string[] = [],
  now = Date.now(),
): string {
  const issuedAt = Math.floor(now / 1000);
  return `${issuedAt.toString(36)}.${mac(key, signedContent(tool, result, anew, issuedAt))}`;
}

/** When a signature says its result was written (ms), or undefined for one that says nothing readable. */
export function issuedAtOf(signature: unknown): number | undefined {
  const match = typeof signature === 'string' ? /^([0-9a-z]{1,10})\./.exec(signature) : null;
  return match ? parseInt(match[1]!, 36) * 1000 : undefined;
}

/**
 * Whether a result carries the signature this site gives it: `signed` when it does and is at most `maxAgeMs`
 * old at `now`, `expired` when it does but is older, `unsigned` when it does not (changed, forged, or signed
 * before signatures carried their time).
 */
export function checkSignature(
  key: string,
  tool: string,
  result: object,
  options: { anew?: readonly string[]; now: number; maxAgeMs: number },
): 'signed' | 'expired' | 'unsigned' {
  const given = (result as { signature?: unknown }).signature;
  const issuedAt = issuedAtOf(given);
  if (issuedAt === undefined) return 'unsigned';
  const expected = Buffer.from(
    `${(issuedAt / 1000).toString(36)}.${mac(key, signedContent(tool, result, options.anew, issuedAt / 1000))}`,
  );
  const actual = Buffer.from(given as string);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'unsigned';
  return options.now - issuedAt > options.maxAgeMs ? 'expired' : 'signed';
}
