import { CritiqueRequestSchema } from '@lambdas/landing-page-critique/contract';
import { buildCritiquePrompt } from '@lambdas/landing-page-critique/prompt';
import { measurePage, siteFacts } from '@lambdas/shared/page-checks';
import { siteFactLimits } from '@lambdas/shared/page-checks/site-facts';
import { OnlinePresenceRequestSchema } from '@lambdas/show-up-online/contract';
import { buildPresencePrompt } from '@lambdas/show-up-online/prompt';
import { measureSite } from '@lambdas/show-up-online/site-facts';
import { critiqueUrlBody } from '../../support/critique-fixtures';
import { presenceBody } from '../../support/show-up-online-fixtures';

/** 1.8 MB of one attribute value, as the security run sent. */
const HUGE = 'en-'.repeat(600_000);
const url = 'https://hostile.example/';
const body = '<body><h1>Fresh bread</h1><p>We bake every loaf by hand. Order yours today.</p></body>';

const pages = {
  'a 1.8 MB <html lang>': `<html lang="${HUGE}"><head><title>Rise</title></head>${body}</html>`,
  'a 1.8 MB twitter:card': `<html><head><meta name="twitter:card" content="${HUGE}"></head>${body}</html>`,
  'a 1.8 MB canonical URL': `<html><head><link rel="canonical" href="https://hostile.example/${HUGE}"></head>${body}</html>`,
  '20,000 og: tags': `<html><head>${Array.from(
    { length: 20_000 },
    (_, i) => `<meta property="og:key${i}" content="value ${i}">`,
  ).join('')}</head>${body}</html>`,
  '20,000 JSON-LD types': `<html><head><script type="application/ld+json">${JSON.stringify({
    '@graph': Array.from({ length: 20_000 }, (_, i) => ({ '@type': `Type${i}` })),
  })}</script></head>${body}</html>`,
};

/** A normal page's critique prompt is about 7,000 characters; a hostile head must not make it longer. */
const PROMPT_CHARS = 8000;

describe.each(Object.entries(pages))('a page with %s', (_name, html) => {
  it('gets check values and evidence of at most 200 characters', async () => {
    for (const check of (await measurePage(html, { url })).checks) {
      expect([check.id, check.value.length <= 200]).toEqual([check.id, true]);
      expect([check.id, check.evidence.length <= 160]).toEqual([check.id, true]);
    }
  });

  it('gives site facts held to their limits', async () => {
    const facts = await siteFacts(html, url);
    expect(facts.lang?.length ?? 0).toBeLessThanOrEqual(siteFactLimits.lang);
    expect(facts.canonical?.length ?? 0).toBeLessThanOrEqual(siteFactLimits.url);
    expect(Object.keys(facts.openGraph).length).toBeLessThanOrEqual(siteFactLimits.openGraphKeys);
    expect(facts.jsonLdTypes.length).toBeLessThanOrEqual(siteFactLimits.jsonLdTypes);
    expect(JSON.stringify(facts).length).toBeLessThan(5000);
  });

  it('makes a critique prompt and a Show Up Online prompt no longer than a normal page’s', async () => {
    const measured = await measurePage(html, { url });
    const request = CritiqueRequestSchema.parse(critiqueUrlBody(url));
    const critique = buildCritiquePrompt({ request, checks: measured.checks, pageText: measured.text });
    expect(critique.system.length + critique.user.length).toBeLessThan(PROMPT_CHARS);
    const presence = buildPresencePrompt({
      request: OnlinePresenceRequestSchema.parse(presenceBody()),
      siteFacts: await measureSite({ home: { url, html }, robotsTxt: null, sitemapXml: false }),
      siteError: null,
    });
    expect(presence.system.length + presence.user.length).toBeLessThan(PROMPT_CHARS);
  });
});

describe('a page with ordinary values', () => {
  it('keeps them whole', async () => {
    const html = `<html lang="en-GB"><head><meta name="twitter:card" content="summary_large_image">
      <meta property="og:title" content="Rise"><link rel="canonical" href="https://rise.example/"></head>${body}</html>`;
    const facts = await siteFacts(html, url);
    expect(facts).toMatchObject({
      lang: 'en-GB',
      canonical: 'https://rise.example/',
      openGraph: { 'og:title': 'Rise' },
    });
    const checks = Object.fromEntries(
      (await measurePage(html, { url })).checks.map((check) => [check.id, check]),
    );
    expect(checks.lang!.value).toBe('lang="en-GB"');
    expect(checks['twitter-card']!.value).toBe('twitter:card "summary_large_image"');
  });
});
