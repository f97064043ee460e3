/**
 * The roast PDF for non-Latin brand names, downloaded from the built site under its Content-Security-Policy:
 * the browser fetches only the font files the name needs, from our own origin, and the file draws no
 * missing glyph.
 */
import { contentSecurityPolicy } from '../../infra/constructs/site-headers';
import { drawnGlyphIds, embeddedFonts, textItems } from '../support/pdf-inspect';
import { downloadBytes } from './support/download';
import { useSiteAndBrowser } from './support/site-and-browser';
import { openToolPage } from './support/tool-page';

const ctx = useSiteAndBrowser();

const BRANDS = [
  { script: 'Japanese', brand: '桜ラーメン', font: /^NotoSansJP-/, files: /noto-sans-(latin|jp-\d+)-/ },
  {
    script: 'Arabic',
    brand: 'روز سيتي للتخمير',
    font: /^IBMPlexSansArabic-/,
    files: /noto-sans-latin|plex-sans-arabic/,
  },
  {
    script: 'Hindi',
    brand: 'दिल्ली चाय घर',
    font: /^NotoSansDevanagari-/,
    files: /noto-sans-(latin|devanagari)/,
  },
];

describe('/brand-roast PDF in other scripts', () => {
  it.each(BRANDS)('prints a $script brand name with its own font', async ({ brand, font, files }) => {
    const { page } = await openToolPage(ctx.browser, ctx.site.url, '/brand-roast', 'Brand Roast & Rebuild');
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (e) =>
        window.reportViolation(e.violatedDirective + ' ' + e.blockedURI));`,
    });
    await page.route(`${ctx.site.url}/brand-roast`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers(), 'content-security-policy': contentSecurityPolicy };
      await route.fulfill({ response, headers });
    });
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff')) fonts.push(request.url());
    });
    await page.goto(`${ctx.site.url}/brand-roast`);
    await page.getByLabel('Brand name').fill(brand);
    await page.getByLabel('Tagline').fill('Quality, baked fresh');
    await page.getByLabel('Description').fill('A neighbourhood place that opens at six.');
    await page.getByLabel('Audience').fill('Early risers');
    await page.getByRole('button', { name: 'Roast My Brand' }).click();
    await page.getByLabel('Email address').fill('scripts@example.com');
    await page.getByRole('button', { name: 'Get My Roast' }).click();
    await page.getByRole('heading', { name: 'ROAST', exact: true }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF' }).click();
    const pdf = new Uint8Array(await downloadBytes(await download));

    expect(violations).toEqual([]);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((url) => !url.startsWith(`${ctx.site.url}/assets/`) || !files.test(url))).toEqual([]);
    expect(embeddedFonts(pdf).filter((name) => font.test(name))).not.toEqual([]);
    expect(drawnGlyphIds(pdf)).not.toContain(0);
    const text = (await textItems(pdf)).map((item) => item.str).join(' ');
    for (const letter of brand.replace(/\s/g, '')) expect(text).toContain(letter);
  });
});
