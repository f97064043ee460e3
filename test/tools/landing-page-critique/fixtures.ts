import { demoReads } from '../../support/demo-reads';
import { CritiqueRequestSchema } from '../../../lambdas/landing-page-critique/contract';
import { demoCritique } from '../../../lambdas/landing-page-critique/demo';
import { buildCritiquePrompt, UNTRUSTED_CHARS } from '../../../lambdas/landing-page-critique/prompt';
import { measureText } from '../../../lambdas/shared/page-checks';
import { critiqueTextBody } from '../../support/critique-fixtures';
import { demoMeta } from '../../support/demo-meta';
import { H } from '../../support/hostile';
import { toolFixtures } from '../../support/tool-fixtures';

const hostileCheck = { id: 'x', label: H, value: H, threshold: H, verdict: 'pass', evidence: H } as const;

export const fixtures = toolFixtures({
  previous: () => {
    const request = CritiqueRequestSchema.parse(critiqueTextBody());
    const checks = measureText(request.mode === 'text' ? request.landingPageCopy : '');
    const critique = demoCritique({ request, checks, pageText: '' });
    return { analysis: critique.content, checks, ...demoMeta(critique) };
  },
  prompts: [
    {
      name: 'landing page critique',
      cap: UNTRUSTED_CHARS,
      build: () =>
        buildCritiquePrompt({
          request: {
            mode: 'url',
            landingPageUrl: H,
            competitorUrl: H,
            industry: H,
            targetAudience: H,
            conversionGoal: 'lead-capture',
          },
          checks: Array(20_000).fill(hostileCheck),
          competitorChecks: Array(20_000).fill(hostileCheck),
          pageText: H,
        }),
      blocks: ['input', 'measured_checks', 'competitor_checks', 'page_text'],
    },
  ],
  page: {
    submit: 'Analyze Landing Page',
    entries: {
      tab: 'Analyze by Text',
      text: { 'Landing page copy': 'Visas without the guesswork', Industry: 'Immigration law' },
      select: { 'Conversion goal': 'event-registration' },
    },
    invalid: { first: 'Landing page URL', then: 'Industry' },
    result: {
      fill: async (page) => {
        await page.getByRole('tab', { name: 'Analyze by Text' }).click();
        await page.getByLabel('Landing page copy').fill('Fresh bread at your door\nOrder your first loaf');
        await page.getByLabel('Industry').fill('Artisan bakery');
        await page.getByLabel('Target audience').fill('busy parents');
      },
      busy: 'Analyzing...',
      done: 'Landing page analysis complete!',
      copies: ['Copy'],
      download: 'Download DOCX',
    },
    keyboard: { heading: 'Landing Page Analysis', announced: 'Your landing page analysis is ready.' },
    prefilled: [
      [/^Landing page URL/, 'crumb.example'],
      [/^Industry/, 'Artisan bakery'],
      [/^Target audience/, 'Busy parents nearby'],
    ],
  },
  demoReads: demoReads({
    body: () => critiqueTextBody(),
    parse: (body) => CritiqueRequestSchema.parse(body),
    demo: (request) => {
      const checks = measureText(request.mode === 'text' ? request.landingPageCopy : '');
      return demoCritique({ request, checks, pageText: '' });
    },
    changes: {
      landingPageCopy: 'Boilers serviced in a day\nGas Safe engineers across Manchester.\nBook a service',
      industry: 'Plumbing and heating',
      targetAudience: 'homeowners in Manchester',
      conversionGoal: 'lead-capture',
    },
    ignored: { mode: 'pasted copy or a page to read: the critique follows the measured checks either way' },
  }),
});
