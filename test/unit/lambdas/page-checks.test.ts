import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageCheck } from '../../../lambdas/shared/contracts/page-checks';
import { PageCheckSchema, SiteFactsSchema } from '../../../lambdas/shared/contracts/page-checks';
import { measurePage, measureText, parsePage, siteFacts } from '../../../lambdas/shared/page-checks';
import { largePage } from '../../../scripts/fakes/large-page';
import { cpuWork, repeated } from '../../support/cpu-work';

const fixture = (name: string) => readFileSync(join(__dirname, '../../fixtures/pages', name), 'utf8');

const PAGE_CHECKS = [
  'title',
  'meta-description',
  'h1',
  'heading-outline',
  'word-count',
  'reading-grade',
  'cta-count',
  'cta-early',
  'forms',
  'image-alt',
  'lang',
  'viewport',
  'open-graph',
  'twitter-card',
  'canonical',
  'json-ld',
  'https',
  'html-size',
  'scripts',
];

const checksOf = async (...args: Parameters<typeof measurePage>) => (await measurePage(...args)).checks;
const byId = (checks: PageCheck[]) => Object.fromEntries(checks.map((c) => [c.id, c]));
const verdicts = (checks: PageCheck[]) => Object.fromEntries(checks.map((c) => [c.id, c.verdict]));

describe('a well-made landing page', () => {
  let checks: PageCheck[];
  beforeAll(async () => {
    checks = await checksOf(fixture('good.html'), { url: 'https://risebakery.example/' });
  });

  it('gets every check, each well-formed, in panel order', () => {
    expect(checks.map((c) => c.id)).toEqual(PAGE_CHECKS);
    for (const c of checks) expect(PageCheckSchema.parse(c)).toEqual(c);
  });

  it('passes every check', () => {
    expect(Object.values(verdicts(checks))).toEqual(PAGE_CHECKS.map(() => 'pass'));
  });

  it('quotes its evidence from the page', () => {
    const c = byId(checks);
    expect(c.title).toMatchObject({
      value: '45 characters',
      evidence: '"Fresh Sourdough Delivered Daily | Rise Bakery"',
    });
    expect(c.h1!.evidence).toBe('"Fresh sourdough at your door by breakfast"');
    expect(c['cta-count']).toMatchObject({
      value: '3 calls to action',
      evidence: '"Order your first loaf", "Start my bread plan", "Contact the bakery"',
    });
    expect(c['cta-early']!.evidence).toBe('"Order your first loaf"');
    expect(c.forms).toMatchObject({ value: '1 form, 3 fields', evidence: 'Form 1: name, email, postcode' });
    expect(c['json-ld']!.value).toBe('Bakery, WebSite');
    expect(c['word-count']!.evidence).toMatch(/^Starts: "Home Menu About us Fresh sourdough/);
    expect(c['reading-grade']!.value).toMatch(/^Grade \d(\.\d)?$/);
  });

  it('hands over its visible text, one block a line, without the head', async () => {
    const { text } = await measurePage(fixture('good.html'), { url: 'https://risebakery.example/' });
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Home Menu About us',
      'Fresh sourdough at your door by breakfast',
      'We bake every loaf by hand before dawn. You get warm bread on your doorstep by seven.',
      'Order your first loaf',
    ]);
    expect(text).not.toContain('Rise Bakery |');
  });

  it('reads no words from the head, scripts or hidden form fields', () => {
    const c = byId(checks);
    expect(c['word-count']!.evidence).not.toContain('Rise Bakery');
    expect(c.forms!.evidence).not.toContain('source');
  });
});

describe('a badly made page', () => {
  let checks: PageCheck[];
  beforeAll(async () => {
    checks = await checksOf(fixture('bad.html'), { url: 'http://example.com/' });
  });

  it('fails or warns on what is missing or wrong, with evidence', () => {
    expect(verdicts(checks)).toEqual({
      title: 'fail',
      'meta-description': 'fail',
      h1: 'warn',
      'heading-outline': 'warn',
      'word-count': 'warn',
      'reading-grade': 'fail',
      'cta-count': 'fail',
      'cta-early': 'warn',
      forms: 'warn',
      'image-alt': 'fail',
      lang: 'fail',
      viewport: 'fail',
      'open-graph': 'fail',
      'twitter-card': 'warn',
      canonical: 'warn',
      'json-ld': 'warn',
      https: 'fail',
      'html-size': 'pass',
      scripts: 'warn',
    });
    const c = byId(checks);
    expect(c.h1!.evidence).toBe('"Welcome", "Solutions"');
    expect(c['heading-outline']!.evidence).toBe('H1 "Solutions" is followed by H4 "Overview".');
    expect(c['image-alt']).toMatchObject({ value: '2 of 3', evidence: 'Missing alt: banner.png, team.png' });
    expect(c.forms!.value).toBe('1 form, 8 fields');
    expect(c['json-ld']!.evidence).toBe('1 JSON-LD block, 1 not valid JSON.');
    expect(c.scripts!.value).toBe('22 scripts (18 external, 4 inline)');
    expect(c['reading-grade']!.evidence).toMatch(/longest: "Leveraging synergistic/);
  });
});

describe('a page in French', () => {
  let checks: Record<string, PageCheck>;
  beforeAll(async () => {
    checks = byId(await checksOf(fixture('non-english.html'), { url: 'https://levee.example/' }));
  });

  it('measures its structure as any page', () => {
    expect(checks.title!.verdict).toBe('pass');
    expect(checks.lang!.value).toBe('lang="fr"');
    expect(checks.h1!.evidence).toBe('"Du pain frais à votre porte"');
  });

  it('gives the English-only measures as information, not a verdict', () => {
    for (const id of ['reading-grade', 'cta-count', 'cta-early'])
      expect(checks[id]).toMatchObject({
        verdict: 'info',
        evidence: 'Measured for English copy only; this copy does not read as English.',
      });
  });
});

describe('malformed HTML', () => {
  let checks: Record<string, PageCheck>;
  beforeAll(async () => {
    checks = byId(await checksOf(fixture('malformed.html'), { url: 'https://garden.example/' }));
  });

  it('is read the way a browser recovers it', () => {
    expect(checks.title!.evidence).toBe('"Broken but readable landing page for testing"');
    expect(checks.h1!.evidence).toBe('"Grow your garden faster"');
    expect(checks['cta-count']!.evidence).toContain('"Buy seeds now"');
    expect(checks['image-alt']!.value).toBe('1 of 2');
    expect(checks.viewport!.verdict).toBe('pass');
  });

  it('leaves out text inside scripts and an unterminated comment', () => {
    expect(checks['word-count']!.evidence).not.toContain('document.write');
    expect(checks['word-count']!.value).toBe('34 words');
  });

  it('stops reading at a thousand nested elements and says so, instead of slowing down', async () => {
    const deep = `<html lang="en"><body><h1>Deep</h1>${'<div>'.repeat(100_000)}<p>lost</p></body></html>`;
    const checks = byId(await checksOf(deep, { url: 'https://deep.example/' }));
    expect(checks.h1!.evidence).toBe('"Deep"');
    expect(checks['html-size']).toMatchObject({
      verdict: 'fail',
      evidence: 'Elements nest more than 1,000 deep; the page was measured up to there.',
    });
  });
});

describe('reading text', () => {
  it('counts a word with a reference or a comment inside it once, as a reader sees it', async () => {
    const { text } = await parsePage('<p>Don&rsquo;t miss caf&eacute; nights<!-- soon -->!</p>');
    expect(text.words).toBe(4);
    expect(text.excerpt).toBe('Don’t miss café nights!');
  });
});

describe('a hostile page', () => {
  /** Controls nested `depth` deep around `depth * 125` words: work grows with both if nesting multiplied it. */
  const nested = (depth: number) =>
    `<body>${'<div role="button">'.repeat(depth)}${'<b>go</b> '.repeat(depth * 125)}</body>`;
  const cpuMs = async (html: string) =>
    (await cpuWork(repeated(4, () => checksOf(html, { url: 'https://hostile.example/' })))) / 1000;

  it('keeps nested controls from making text collection quadratic', async () => {
    const checks = byId(await checksOf(nested(800), { url: 'https://hostile.example/' }));
    expect(checks['word-count']!.value).toBe('100,000 words');
    // Sixteen times the nesting and the words: linear work took 10 times as long here (fixed costs weigh on
    // the small page); without the bound on open captures, 62 times.
    const [small, large] = [await cpuMs(nested(50)), await cpuMs(nested(800))];
    expect(large / small).toBeLessThan(30);
  });
});

describe('a 2 MB page', () => {
  const html = largePage(2 * 1024 * 1024);

  it('is measured whole, and flagged as too heavy', async () => {
    const checks = byId(
      await checksOf(html, { url: 'https://spade.example/', bytes: Buffer.byteLength(html) }),
    );
    expect(checks['html-size']).toMatchObject({ value: '2,048 KB', verdict: 'warn' });
    expect(Number(checks['word-count']!.value.replace(/\D/g, ''))).toBeGreaterThan(250_000);
    expect(checks['cta-early']!.evidence).toMatch(/^"Shop the tools", "See tool 1"/);
  });

  it('hands the model at most 12,000 characters of its text', async () => {
    expect((await measurePage(html, { url: 'https://spade.example/' })).text).toHaveLength(12_000);
  });

  it('says so when the fetcher cut it at the size cap', async () => {
    const checks = byId(
      await checksOf(html, { url: 'https://spade.example/', bytes: 2 * 1024 * 1024, truncated: true }),
    );
    expect(checks['html-size']).toMatchObject({
      value: 'Over 2,048 KB (read up to the cap)',
      verdict: 'fail',
    });
  });
});

describe('pasted copy (text mode)', () => {
  it('measures the headline-like first line, words, reading grade and calls to action', () => {
    const copy = [
      'Fresh bread at your door',
      '',
      'We bake every loaf by hand before dawn. You get warm bread by seven.',
      '- Order your first loaf',
    ].join('\n');
    const checks = measureText(copy);
    expect(checks.map((c) => c.id)).toEqual([
      'headline',
      'word-count',
      'reading-grade',
      'cta-count',
      'cta-early',
    ]);
    expect(verdicts(checks)).toEqual({
      headline: 'pass',
      'word-count': 'warn',
      'reading-grade': 'pass',
      'cta-count': 'pass',
      'cta-early': 'pass',
    });
    expect(byId(checks)['cta-count']!.evidence).toBe('"Order your first loaf"');
    expect(byId(checks)['word-count']!.value).toBe('23 words');
  });

  it('finds a call to action inside a sentence of pasted copy, not only on a line of its own', () => {
    const checks = byId(
      measureText(
        'Fresh sourdough every Saturday\nBaked at 4am in Portland. Start your subscription today and get your first loaf free.',
      ),
    );
    expect(checks['cta-count']!.value).toBe('1 call to action');
    expect(checks['cta-count']!.evidence).toBe(
      '"Start your subscription today and get your first loaf free."',
    );
    expect(
      byId(measureText('Fresh bread\nWe bake every day and think you will love our bread.'))['cta-count']!
        .verdict,
    ).toBe('fail');
  });

  it('warns when the first line reads as a sentence, not a headline', () => {
    const [headline] = measureText(
      'We are a company that has been making things for a very long time now.\nMore.',
    );
    expect(headline).toMatchObject({ verdict: 'warn', value: '15 words' });
  });

  it('fails empty copy without throwing', () => {
    expect(verdicts(measureText('   '))).toMatchObject({ headline: 'fail', 'word-count': 'fail' });
  });
});

describe('siteFacts', () => {
  it('sums up what a site says about itself', async () => {
    const facts = await siteFacts(fixture('good.html'), 'https://risebakery.example/');
    expect(SiteFactsSchema.parse(facts)).toEqual({
      url: 'https://risebakery.example/',
      https: true,
      title: 'Fresh Sourdough Delivered Daily | Rise Bakery',
      metaDescription:
        'Rise Bakery bakes sourdough, rye and seeded loaves every morning and brings them to your door before breakfast. Order by 8 pm.',
      h1: 'Fresh sourdough at your door by breakfast',
      headings: ['Why people love our bread', 'How delivery works', 'Start your bread plan'],
      wordCount: 221,
      canonical: 'https://risebakery.example/',
      jsonLdTypes: ['Bakery', 'WebSite'],
      openGraph: {
        'og:title': 'Fresh Sourdough Delivered Daily',
        'og:description': 'Bread baked at dawn, at your door by breakfast.',
        'og:image': 'https://risebakery.example/og.jpg',
      },
      viewport: true,
      lang: 'en',
    });
  });

  it('gives nulls and empties for a page that says little', async () => {
    expect(await siteFacts(fixture('bad.html'), 'http://example.com/')).toMatchObject({
      https: false,
      title: null,
      metaDescription: null,
      canonical: null,
      jsonLdTypes: [],
      openGraph: {},
      viewport: false,
      lang: null,
    });
  });
});
