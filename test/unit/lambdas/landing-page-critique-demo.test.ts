import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CritiqueRequestSchema, critiqueSections } from '@lambdas/landing-page-critique/contract';
import { demoCritique } from '@lambdas/landing-page-critique/demo';
import { splitBrief } from '@lambdas/shared/documents/brief-sections';
import { measurePage, measureText, type MeasuredPage } from '@lambdas/shared/page-checks';
import { critiqueTextBody, critiqueUrlBody } from '../../support/critique-fixtures';

const measured = (name: string, url: string) =>
  measurePage(readFileSync(join(__dirname, '../../fixtures/pages', name), 'utf8'), { url });
let good: MeasuredPage;
let bad: MeasuredPage;
beforeAll(async () => {
  [good, bad] = await Promise.all([
    measured('good.html', 'https://risebakery.example/'),
    measured('bad.html', 'http://old-bakery.example/'),
  ]);
});
const urlRequest = (overrides: Record<string, unknown> = {}) =>
  CritiqueRequestSchema.parse(critiqueUrlBody('http://old-bakery.example/', overrides));

describe('the critique demo writer', () => {
  it('writes the seven sections in order, says it is a demo, and is the same every time', () => {
    const input = { request: urlRequest(), checks: bad.checks, pageText: bad.text };
    const text = demoCritique(input);
    expect(text).toBe(demoCritique(input));
    expect(splitBrief(text).map((section) => section.title)).toEqual([...critiqueSections]);
    expect(text).toContain('This is a demo critique, written from the measured checks without an AI model.');
  });

  it('is honest about the page: it counts and cites the real checks', () => {
    const text = demoCritique({ request: urlRequest(), checks: bad.checks, pageText: bad.text });
    const pass = bad.checks.filter((c) => c.verdict === 'pass').length;
    expect(text).toContain(`- Measured: ${pass} of ${bad.checks.length} checks pass`);
    expect(text).toContain('- Page: old-bakery.example');
    const recommendations = splitBrief(text).find((s) => s.title === 'Recommendations')!.body;
    expect(recommendations).toContain('[Images without alt text: 2 of 3]');
    expect(recommendations).toContain('[HTTPS: No]');
    const audit = splitBrief(text).find((s) => s.title === 'Accessibility Audit')!.body;
    expect(audit).toContain('[Language attribute: Missing]');
    expect(audit).toContain('[Heading outline: 2 H1, 1 H4]');
  });

  it('praises what a good page does and tests its own call to action', () => {
    const text = demoCritique({ request: urlRequest(), checks: good.checks, pageText: good.text });
    expect(text).toContain('- Title (45 characters): It shows in full in search results and browser tabs.');
    expect(text).toContain('- Every measured check passes');
    expect(text).toContain('- Test the call to action "Order your first loaf" against "Get my free guide".');
    expect(text).toContain('- Test the H1 "Fresh sourdough at your door by breakfast" against a headline');
  });

  it('compares with the competitor where the competitor does better', () => {
    const text = demoCritique({
      request: urlRequest({ competitorUrl: 'https://risebakery.example/' }),
      checks: bad.checks,
      competitorChecks: good.checks,
      pageText: bad.text,
    });
    expect(text).toContain(
      '- The competitor\'s page passes "Title" (45 characters) where this one does not.',
    );
    expect(text.match(/The competitor's page passes/g)).toHaveLength(4);
  });

  it('critiques pasted copy from the text checks, with the goal in the ideas and tools', () => {
    const request = CritiqueRequestSchema.parse(critiqueTextBody());
    const copy = request.mode === 'text' ? request.landingPageCopy : '';
    const text = demoCritique({ request, checks: measureText(copy), pageText: copy });
    expect(text).toContain('- Page: pasted copy');
    expect(text).toContain('- Goal: Direct sales');
    expect(text).toContain('- Test the call to action "Order your first loaf" against "Shop now".');
    expect(text).toContain('Google Analytics 4 e-commerce reports');
    expect(text).toContain('Pasted copy has no markup');
  });

  it.each([
    'lead-capture',
    'direct-sales',
    'event-registration',
    'content-download',
    'social-media-engagement',
  ])('reads as English sentences for the %s goal, with any industry or audience', (conversionGoal) => {
    const request = urlRequest({ conversionGoal, industry: 'B2B SaaS', targetAudience: 'a CTO' });
    const text = demoCritique({ request, checks: bad.checks, pageText: bad.text });
    for (const line of text.split('\n').filter((l) => l.startsWith('- ')))
      expect(line).toMatch(/^- [A-Z"].*[.)\]\w]$/);
    expect(text).not.toMatch(/undefined|null|\[object/);
  });
});
