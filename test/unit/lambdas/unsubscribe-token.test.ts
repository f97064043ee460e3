import { createHash } from 'node:crypto';
import {
  signUnsubscribeToken,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from '../../../lambdas/shared/email/unsubscribe-token';

const secret = 'test-secret-with-enough-length';
const hash = createHash('sha256').update('visitor@example.com').digest('hex');
const sent = new Date('2026-01-01T00:00:00Z');
const token = signUnsubscribeToken(hash, secret, sent, 30);
const [, expiry, mac] = token.split('.') as [string, string, string];
const flip = (text: string, at: number) =>
  text.slice(0, at) + (text[at] === 'a' ? 'b' : 'a') + text.slice(at + 1);

describe('unsubscribe tokens', () => {
  it('accepts a fresh token and names the address only by its hash', () => {
    expect(verifyUnsubscribeToken(token, secret, new Date('2026-01-15T00:00:00Z'))).toEqual({
      ok: true,
      emailHash: hash,
    });
    expect(token).not.toContain('visitor');
    expect(token).toMatch(/^[0-9a-f]{64}\.\d+\.[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['another address hash', `${flip(hash, 0)}.${expiry}.${mac}`],
    ['a later expiry', `${hash}.${Number(expiry) + 86_400}.${mac}`],
    ['a changed signature', `${hash}.${expiry}.${flip(mac, 5)}`],
  ])('refuses a token with %s as tampered', (_case, tampered) => {
    expect(verifyUnsubscribeToken(tampered, secret, sent)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('accepts only the canonical spelling of a valid token', () => {
    const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = BASE64URL.indexOf(mac.at(-1)!);
    // The last character carries 4 bits of the 256-bit signature; its 2 low bits are ignored by decoders.
    const unusedBits = [0, 1, 2, 3]
      .map((low) => BASE64URL[(last & ~3) | low]!)
      .filter((char) => char !== mac.at(-1))
      .map((char) => `${token.slice(0, -1)}${char}`);
    const spellings = [
      ...['=', '==', '!!', ' ', '%20', '\t', '.'].map((suffix) => `${token}${suffix}`),
      ` ${token}`,
      ...unusedBits,
      token.replace(/-/g, '+').replace(/_/g, '/'),
      `${hash}.0${expiry}.${mac}`,
      `${hash.toUpperCase()}.${expiry}.${mac}`,
    ].filter((spelling) => spelling !== token);
    expect(unusedBits).toHaveLength(3);
    const accepted = spellings.filter((spelling) => verifyUnsubscribeToken(spelling, secret, sent).ok);
    expect(accepted).toEqual([]);
    expect(verifyUnsubscribeToken(token, secret, sent).ok).toBe(true);
  });

  it('refuses a token signed with another secret', () => {
    const forged = signUnsubscribeToken(hash, 'another-secret-of-some-length', sent, 30);
    expect(verifyUnsubscribeToken(forged, secret, sent)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses a token once its expiry has passed', () => {
    expect(verifyUnsubscribeToken(token, secret, new Date('2026-01-30T23:59:59Z')).ok).toBe(true);
    expect(verifyUnsubscribeToken(token, secret, new Date('2026-01-31T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it.each([
    '',
    'abc',
    `${hash}.${expiry}`,
    `${hash}.soon.${mac}`,
    `${hash}.${expiry}.${mac}.x`,
    `X${hash.slice(1)}.${expiry}.${mac}`,
    `${hash}.${expiry}.${mac.slice(0, 20)}`,
    `${hash}.${expiry}.${mac}=`,
  ])('refuses the malformed token %j', (bad) => {
    expect(verifyUnsubscribeToken(bad, secret, sent)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('signs address hashes only', () => {
    expect(() => signUnsubscribeToken('visitor@example.com', secret)).toThrow('address hash');
  });

  it('builds the link on the site address, with or without a trailing slash', () => {
    expect(unsubscribeUrl('https://www.example.com/', token)).toBe(
      `https://www.example.com/api/unsubscribe?token=${token}`,
    );
    expect(unsubscribeUrl('http://127.0.0.1:3000', 'a.b.c')).toBe(
      'http://127.0.0.1:3000/api/unsubscribe?token=a.b.c',
    );
  });
});
