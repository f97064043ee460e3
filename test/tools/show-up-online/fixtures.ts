import { demoReads } from '../../support/demo-reads';
import { OnlinePresenceRequestSchema } from '../../../lambdas/show-up-online/contract';
import { demoPresenceAnalysis } from '../../../lambdas/show-up-online/demo';
import { buildPresencePrompt, UNTRUSTED_CHARS } from '../../../lambdas/show-up-online/prompt';
import { demoMeta } from '../../support/demo-meta';
import { H, hostileKey, many } from '../../support/hostile';
import { presenceBody, siteFacts } from '../../support/show-up-online-fixtures';
import { toolFixtures } from '../../support/tool-fixtures';

const hostileFacts = {
  url: H,
  https: true,
  title: H,
  metaDescription: H,
  h1: H,
  headings: many,
  wordCount: 1,
  canonical: H,
  jsonLdTypes: many,
  openGraph: Object.fromEntries(many.map((value, i) => [hostileKey(i), value])),
  viewport: true,
  lang: H,
  robotsTxt: true,
  robotsBlocksAll: false,
  sitemap: true,
};

export const fixtures = toolFixtures({
  previous: () => {
    const request = OnlinePresenceRequestSchema.parse(presenceBody());
    const presence = demoPresenceAnalysis({ request, siteFacts: siteFacts(), siteError: null });
    return {
      success: true,
      companyName: request.companyName,
      websiteUrl: request.websiteUrl,
      analysis: presence.content,
      siteFacts: siteFacts(),
      siteError: null,
      ...demoMeta(presence),
    };
  },
  prompts: [
    {
      name: 'Show Up Online',
      cap: UNTRUSTED_CHARS,
      build: () =>
        buildPresencePrompt({
          request: { companyName: H, websiteUrl: H, industry: H, competitors: many },
          siteFacts: hostileFacts,
          siteError: null,
        }),
      blocks: ['business', 'site_facts'],
    },
  ],
  page: {
    submit: 'Analyze My Online Presence',
    entries: {
      text: { 'Company name': 'Wick & Wander', 'Website URL': 'wickandwander.example', Industry: 'Candles' },
    },
    // Its submit stays disabled until every required field is filled; its actions live in its result view.
    invalid: null,
    result: null,
    keyboard: {
      fill: async (page) => {
        await page.getByLabel('Company name').fill('Crumb & Co');
        await page.getByLabel('Website URL').fill('127.0.0.1');
        await page.getByLabel('Industry').fill('Artisan bakery');
      },
      heading: 'Online Presence Analysis Complete',
      announced: 'Online Presence Analysis Complete',
    },
    prefilled: [
      [/^Company name/, 'Crumb & Co'],
      [/^Website URL/, 'crumb.example'],
      [/^Industry/, 'Artisan bakery'],
    ],
  },
  demoReads: demoReads({
    body: () => presenceBody(),
    parse: (body) => OnlinePresenceRequestSchema.parse(body),
    demo: (request) => demoPresenceAnalysis({ request, siteFacts: siteFacts(), siteError: null }),
    changes: {
      companyName: 'Copperline Plumbing',
      websiteUrl: 'https://copperline.example',
      industry: 'Plumbing and heating',
      competitors: ['Manchester Boiler Co'],
    },
    ignored: {},
  }),
});
