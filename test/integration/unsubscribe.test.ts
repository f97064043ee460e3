import { hashAddress } from '../../lambdas/shared/email/address-hash';
import { LOCAL_UNSUBSCRIBE_SECRET } from '../../lambdas/shared/email/unsubscribe-secret';
import { signUnsubscribeToken } from '../../lambdas/shared/email/unsubscribe-token';
import type { OptOutsRepository } from '../../lambdas/shared/repositories/opt-outs-repository';
import { optOutsIn } from '../support/leads';
import type { RemoteSite } from '../support/stack/remote-site';
import { startRemoteSite } from '../support/stack/start';

let site: RemoteSite;
let optOuts: OptOutsRepository;
beforeAll(async () => {
  site = await startRemoteSite();
  optOuts = optOutsIn(site.store);
});
afterAll(() => site.close());

const tokenFor = (email: string, at = new Date()) =>
  signUnsubscribeToken(hashAddress(email), LOCAL_UNSUBSCRIBE_SECRET, at);
const link = (token: string) => `${site.url}/api/unsubscribe?token=${encodeURIComponent(token)}`;

describe('GET /api/unsubscribe (the link in the email)', () => {
  it('only asks: a mail scanner following the link unsubscribes nobody', async () => {
    const res = await fetch(link(tokenFor('ana@example.com')));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = await res.text();
    expect(page).toContain('<h1>Unsubscribe from roast emails?</h1>');
    // No action: the button posts to the page's own address, token included, with RFC 8058's body.
    expect(page).toMatch(
      /<form method="post">\s*<input type="hidden" name="List-Unsubscribe" value="One-Click">/,
    );
    expect(page).toContain('<button type="submit">Unsubscribe</button>');
    expect(page).not.toMatch(/<script|<img|https?:\/\/|action=/);
    expect(await optOuts.isOptedOut('ana@example.com')).toBe(false);
  });

  it('records the opt-out when its button posts, and answers a page to the browser', async () => {
    const res = await fetch(link(tokenFor('ana@example.com')), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html,*/*;q=0.8' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain("<h1>You're unsubscribed</h1>");
    expect(await optOuts.isOptedOut('Ana@Example.com')).toBe(true);
  });

  it('refuses every other spelling of a valid token, recording nothing', async () => {
    const token = tokenFor('gil@example.com');
    const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last character's lowest bit is one decoders ignore: the same signature, another spelling.
    const twin = `${token.slice(0, -1)}${BASE64URL[BASE64URL.indexOf(token.at(-1)!) ^ 1]}`;
    for (const spelling of [`${token}=`, `${token}!!`, `${token} `, twin]) {
      const res = await fetch(link(spelling), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect([spelling, res.status]).toEqual([spelling, 400]);
    }
    expect(await optOuts.isOptedOut('gil@example.com')).toBe(false);
  });

  it('refuses a tampered link and records nothing', async () => {
    const [, expiry, mac] = tokenFor('ben@example.com').split('.');
    const res = await fetch(link(`${hashAddress('eve@example.com')}.${expiry}.${mac}`));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("<h1>This link isn't valid</h1>");
    expect(await optOuts.isOptedOut('eve@example.com')).toBe(false);
  });

  it('refuses an expired link, naming the support address instead', async () => {
    const res = await fetch(link(tokenFor('cat@example.com', new Date('2020-01-01T00:00:00Z'))));
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('<h1>This link has expired</h1>');
    expect(page).toContain('support@example.com');
    expect(await optOuts.isOptedOut('cat@example.com')).toBe(false);
  });

  it('asks for the token', async () => {
    const res = await fetch(`${site.url}/api/unsubscribe`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation' });
  });
});

describe('POST /api/unsubscribe (RFC 8058 one-click)', () => {
  const oneClick = (token: string) =>
    fetch(link(token), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

  it('records the opt-out from the form post a mail client sends', async () => {
    const res = await oneClick(tokenFor('dan@example.com'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true });
    expect(await optOuts.isOptedOut('dan@example.com')).toBe(true);
  });

  it('refuses a token signed with another key', async () => {
    const forged = signUnsubscribeToken(hashAddress('fay@example.com'), 'a-key-that-is-not-ours');
    const res = await oneClick(forged);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'This unsubscribe link is not valid.' });
    expect(await optOuts.isOptedOut('fay@example.com')).toBe(false);
  });
});
