import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an unsubscribe link keeps working after the email is sent. */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;

const DAY_MS = 86_400_000;
const HASH = /^[0-9a-f]{64}$/;
/** Epoch seconds as we write them: no leading zero. */
const EXPIRY = /^[1-9][0-9]{0,11}$/;
/** HMAC-SHA256 in base64url without padding: 43 characters, nothing else. */
const MAC = /^[A-Za-z0-9_-]{43}$/;

export type TokenCheck =
  { ok: true; emailHash: string } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' };

// A purpose prefix, so a signature made for anything else with the same secret never passes here.
const signature = (secret: string, emailHash: string, expiry: string): Buffer =>
  createHmac('sha256', secret).update(`unsubscribe.v1.${emailHash}.${expiry}`).digest();

/**
 * A link token `<address hash>.<expiry, epoch seconds>.<HMAC-SHA256>`: it names the address only by
 * its SHA-256, so no address ever appears in a URL, an access log or a browser history.
 */
export function signUnsubscribeToken(
  emailHash: string,
  secret: string,
  now = new Date(),
  days = UNSUBSCRIBE_TOKEN_DAYS,
): string {
  if (!HASH.test(emailHash)) throw new Error('An unsubscribe token signs an address hash.');
  const expiry = String(Math.floor((now.getTime() + days * DAY_MS) / 1000));
  return `${emailHash}.${expiry}.${signature(secret, emailHash, expiry).toString('base64url')}`;
}

/**
 * Checks a token in its one canonical spelling (exact lengths and alphabets), then its signature,
 * re-encoded and compared as text in constant time, so padding, stray characters or the unused bits
 * of the last base64url character never make a second spelling; then its expiry.
 */
export function verifyUnsubscribeToken(token: string, secret: string, now = new Date()): TokenCheck {
  const [emailHash = '', expiry = '', mac = '', ...rest] = token.split('.');
  if (rest.length || !HASH.test(emailHash) || !EXPIRY.test(expiry) || !MAC.test(mac)) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(signature(secret, emailHash, expiry).toString('base64url'));
  if (!timingSafeEqual(Buffer.from(mac), expected)) return { ok: false, reason: 'tampered' };
  if (Number(expiry) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, emailHash };
}

/** The link a recipient follows (GET) or a mail client posts to (RFC 8058 one-click). */
export const unsubscribeUrl = (siteUrl: string, token: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/api/unsubscribe?token=${encodeURIComponent(token)}`;
