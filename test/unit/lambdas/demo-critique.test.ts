import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CritiqueRequestSchema, critiqueSections } from '@lambdas/landing-page-critique/contract';
import { critiqueFromChecks, demoCritique, demoCritiqueVariant } from '@lambdas/landing-page-critique/demo';
import { checkWriting } from '@lambdas/landing-page-critique/demo-samples/checks';
import { demoSampleHeader } from '@lambdas/shared/contracts/demo-lines';
import type { PageCheck } from '@lambdas/shared/contracts/page-checks';
import { levels } from '@lambdas/shared/generator/demo-levels';
import { measurePage, measureText } from '@lambdas/shared/page-checks';
import { critiqueTextBody, critiqueUrlBody } from '../../support/critique-fixtures';

const fixture = (name: string) => readFileSync(join(__dirname, '../../fixtures/pages', name), 'utf8');

/** The critique's sections by title, each as its bullet lines. */
const sectionsOf = (text: string): Record<string, string[]> =>
  Object.fromEntries(
    text.split('\n\n').map((block) => {
      const [title, ...lines] = block.split('\n');
      return [title!.replace(/^## /, ''), lines];
    }),
  );

/** Three different pages, as the route measures them: a good one, a bad one, and pasted copy. */
const pages: [string, () => Promise<{ checks: PageCheck[]; body: ReturnType<typeof critiqueUrlBody> }>][] = [
  [
    'a well-made page',
    async () => ({
      checks: (await measurePage(fixture('good.html'), { url: 'https://risebakery.example/' })).checks,
      body: critiqueUrlBody('https://risebakery.example/'),
    }),
  ],
  [
    'a poorly made page',
    async () => ({
      checks: (await measurePage(fixture('bad.html'), { url: 'http://bad.example/' })).checks,
      body: critiqueUrlBody('http://bad.example/', { conversionGoal: 'direct-sales' }),
    }),
  ],
  [
    'pasted copy',
    async () => {
      const body = critiqueTextBody();
      return { checks: measureText((body as { landingPageCopy: string }).landingPageCopy), body };
    },
  ],
];

describe.each(pages)('the demo critique of %s', (_name, measured) => {
  let checks: PageCheck[];
  let text: string;
  let answer: ReturnType<typeof demoCritique>;
  beforeAll(async () => {
    const page = await measured();
    checks = page.checks;
    answer = demoCritique({ request: CritiqueRequestSchema.parse(page.body), checks, pageText: '' });
    text = answer.content;
  });

  it('cites every figure from the checks table: each [label: value] is a measured check, as shown', () => {
    const cited = [...text.matchAll(/\[([^\]:]+): ([^\]]+)\]/g)].map(([, label, value]) => ({
      label,
      value,
    }));
    expect(cited.length).toBeGreaterThan(0);
    const shown = new Set(checks.map((check) => `${check.label}: ${check.value}`));
    for (const { label, value } of cited) expect(shown).toContain(`${label}: ${value}`);
  });

  it('agrees with every verdict: strengths pass, opportunities warn or fail, and every warning is named', () => {
    const sections = sectionsOf(text);
    const verdictOf = (line: string) =>
      checks.find((check) => line.endsWith(`[${check.label}: ${check.value}]`));
    const cited = (lines: string[]) => lines.filter((line) => line.endsWith(']'));
    for (const line of cited(sections.Strengths!)) expect(verdictOf(line)?.verdict).toBe('pass');
    for (const line of cited(sections.Opportunities!))
      expect(['warn', 'fail']).toContain(verdictOf(line)?.verdict);
    for (const line of sections['Accessibility Audit']!.filter((l) => l.includes('[')))
      expect(line.startsWith('- Fine:')).toBe(verdictOf(line)?.verdict === 'pass');
    const longest = sectionsOf(critiqueFromChecks({ checks, goal: 'lead-capture' }, 2));
    const named = [...longest.Opportunities!, ...longest['Accessibility Audit']!].join('\n');
    for (const check of checks.filter((c) => checkWriting[c.id] && ['warn', 'fail'].includes(c.verdict)))
      expect(named).toContain(`[${check.label}: ${check.value}]`);
  });

  it('keeps the seven sections in order at every length, growing with it, and steps through them when refined', () => {
    const versions = levels.map((level) => critiqueFromChecks({ checks, goal: 'lead-capture' }, level));
    for (const version of versions) expect(Object.keys(sectionsOf(version))).toEqual([...critiqueSections]);
    expect(versions[0]!.length).toBeLessThanOrEqual(versions[1]!.length);
    const refined = { analysis: text, checks };
    const shorter = demoCritiqueVariant(text, { kind: 'shorter' }, refined);
    expect(shorter.note).toBeUndefined();
    expect(demoCritiqueVariant(shorter.content, { kind: 'longer' }, refined).content).toBe(text);
  });

  it('says in its first line that it was written from the visitor’s own measured checks', () => {
    expect(answer.sample.matched).toBe(true);
    expect(demoSampleHeader(answer.sample)).toMatch(
      /^Sample critique, written in advance from your (page|copy)’s measured checks\.$/,
    );
  });
});

describe('the demo critique of the page issue 38 found contradicted', () => {
  it('never calls a measured 149-character meta description missing, nor names an H1 the page does not have', () => {
    const description = 'x'.repeat(149);
    const checks: PageCheck[] = [
      {
        id: 'meta-description',
        label: 'Meta description',
        value: '149 characters',
        threshold: '70–160 characters',
        verdict: 'pass',
        evidence: `"${description}"`,
      },
      {
        id: 'h1',
        label: 'H1 heading',
        value: '1 H1',
        threshold: 'Exactly one',
        verdict: 'pass',
        evidence: '"Fresh bread"',
      },
    ];
    const text = critiqueFromChecks({ checks, goal: 'lead-capture' }, 2);
    expect(text).not.toMatch(/missing|none\]/i);
    expect(text).toContain('[Meta description: 149 characters]');
    expect(text).not.toMatch(/Main heading/);
  });
});
