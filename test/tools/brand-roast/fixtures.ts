import { roastBody } from '../../support/brand-roast-fixtures';
import { BrandRoastRequestSchema } from '../../../lambdas/brand-roast/contract';
import { demoReads } from '../../support/demo-reads';
import { demoRoast } from '../../../lambdas/brand-roast/demo';
import { buildBrandRoastPrompt, UNTRUSTED_CHARS } from '../../../lambdas/brand-roast/prompt';
import { demoMeta } from '../../support/demo-meta';
import { H } from '../../support/hostile';
import { toolFixtures } from '../../support/tool-fixtures';

export const fixtures = toolFixtures({
  previous: () => {
    const roast = demoRoast({
      brandName: 'Rise Bakery',
      websiteURL: '',
      tagline: 'Quality bread, baked fresh',
      description: 'A neighbourhood bakery that opens at six.',
      audience: 'Early risers',
      site: null,
    });
    return { ...roast.content, emailed: true, ...demoMeta(roast) };
  },
  prompts: [
    {
      name: 'brand roast',
      cap: UNTRUSTED_CHARS,
      build: () =>
        buildBrandRoastPrompt({
          brandName: H,
          websiteURL: H,
          tagline: H,
          description: H,
          audience: H,
          site: { title: H, h1: H, metaDescription: H },
        }),
      blocks: ['brand', 'site_facts'],
    },
  ],
  page: {
    submit: 'Roast My Brand',
    entries: { text: { 'Brand name': 'Crux Climbing', Tagline: 'Climb higher' } },
    // Its submit stays disabled until every required field is filled, and its actions come after the email
    // step: test/e2e/brand-roast.test.ts checks both.
    invalid: null,
    result: null,
    keyboard: {
      fill: async (page) => {
        await page.getByLabel('Brand name').fill('Rise Bakery');
        await page.getByLabel('Tagline').fill('Quality bread, baked fresh');
        await page.getByLabel('Description').fill('A neighbourhood bakery that opens at six.');
        await page.getByLabel('Audience').fill('Early risers');
        await page.getByRole('button', { name: 'Roast My Brand' }).focus();
        await page.keyboard.press('Enter');
        // The email step takes the next keys: its field holds focus.
        const email = page.getByLabel('Email address');
        await email.waitFor();
        await page.waitForFunction((el) => el === document.activeElement, await email.elementHandle());
        await email.fill('ana@example.com');
      },
      submit: 'Get My Roast',
      heading: 'ROAST',
      announced: 'ROAST',
    },
    prefilled: [
      [/^Brand name/, 'Crumb & Co'],
      [/^Website URL/, 'crumb.example'],
      [/^Audience/, 'Busy parents nearby'],
    ],
  },
  demoReads: demoReads({
    body: () => roastBody(),
    parse: (body) => BrandRoastRequestSchema.parse(body),
    demo: (request) => demoRoast({ ...request, site: null }),
    changes: {
      brandName: 'Copperline Plumbing',
      websiteURL: 'https://copperline.example',
      tagline: 'Boilers fixed fast',
      description: 'A family plumber in Manchester that services boilers.',
      audience: 'Homeowners with old boilers',
    },
    ignored: {
      email: 'where the roast is sent, not what it says',
      idempotencyKey: 'names the submission so a retry is stored once; says nothing of the brand',
    },
  }),
});
