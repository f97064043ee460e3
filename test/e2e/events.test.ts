import { setTimeout as sleep } from 'node:timers/promises';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { eventsTable } from '../../catalog/tables';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { PagesRepository } from '../../lambdas/shared/repositories/pages-repository';
import { runAdmin } from '../support/admin-cli';
import { fillBriefForm, briefRegion } from './support/brief-page';
import { navigateInApp } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';
import { openToolPage } from './support/tool-page';

const ctx = useSiteAndBrowser();

// One visit through three tools and a roast, then the admin CLI started twice (tsx compiles it each time:
// 2 s idle, 10 s or more at load 20): far past the e2e default on a busy machine.
jest.setTimeout(180_000);

/**
 * The counters in the store, Web Vitals aside (how many a browser reports depends on its timing), each
 * summed over the day's shards; a page view's country, referrer and entry count apart, not listed here.
 */
async function counted(): Promise<string[]> {
  const db = documentClientFor(ctx.site.store.client);
  const { Items = [] } = await db.send(
    new ScanCommand({ TableName: ctx.site.store.tableNames[eventsTable.id]! }),
  );
  const sums = new Map<string, number>();
  for (const item of Items.filter((item) => item.event !== 'web_vital' && item.path)) {
    const key = `${item.event} ${item.path} ${item.tool ?? '-'} ${item.source ?? item.viewport ?? ''}`;
    sums.set(key, (sums.get(key) ?? 0) + Number(item.count));
  }
  return [...sums].map(([key, count]) => `${key} ×${count}`).sort();
}

const expected = [
  'page_view / - desktop ×2',
  'page_view /brand-roast brand-roast desktop ×1',
  'page_view /content-brief content-brief desktop ×1',
  'page_view /headline-hook headline-hook desktop ×1',
  'tool_submit /content-brief content-brief  ×1',
  'tool_result /content-brief content-brief  ×1',
  'result_copy /content-brief content-brief  ×1',
  'tool_submit /headline-hook headline-hook  ×1',
  'tool_result /headline-hook headline-hook  ×1',
  'roast_email_step /brand-roast brand-roast brand-roast ×1',
  'tool_submit /brand-roast brand-roast  ×1',
  'tool_result /brand-roast brand-roast  ×1',
  'lead_captured /brand-roast brand-roast brand-roast ×1',
  'result_copy /brand-roast brand-roast  ×1',
  'page_view /tools/:slug - desktop ×1',
].sort();

it('counts a visit (home, two tools, a copy, a roast and its copy, a missing landing page) exactly, and admin events prints its funnels', async () => {
  const { page } = await openToolPage(
    ctx.browser,
    ctx.site.url,
    '/',
    'Your friendly co-pilot for content marketing',
  );
  // Each page's own heading first: until the route's code is in, the previous page (with its own 'Topic') shows.
  const arrive = async (path: string, heading: string) => {
    await navigateInApp(page, path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  };
  await arrive('/content-brief', 'Content Brief Generator');
  await fillBriefForm(page);
  await page.getByRole('button', { name: 'Generate Content Brief' }).click();
  await page.getByRole('button', { name: 'Copy Text' }).click();
  await page.getByRole('button', { name: 'Copied!' }).waitFor();
  await expect(briefRegion(page).innerText()).resolves.toContain('SEO Snapshot');

  await arrive('/headline-hook', 'Headline & Hook Writer');
  await page.getByLabel('Topic').fill('Email marketing for bakeries');
  await page.getByLabel('Audience').fill('bakery owners');
  await page.getByRole('button', { name: 'Generate Headlines' }).click();
  await page.getByRole('region', { name: 'Generated headlines' }).getByRole('listitem').first().waitFor();

  await arrive('/brand-roast', 'Brand Roast & Rebuild');
  await page.getByLabel('Brand name').fill('Rise Bakery');
  await page.getByLabel('Tagline').fill('Quality bread, baked fresh');
  await page.getByLabel('Description').fill('A neighbourhood bakery that opens at six and sells out by ten.');
  await page.getByLabel('Audience').fill('Early risers who want good bread');
  await page.getByRole('button', { name: 'Roast My Brand' }).click();
  await page.getByLabel('Email address').fill('ana@example.com');
  await page.getByRole('button', { name: 'Get My Roast' }).click();
  await page.getByRole('button', { name: 'Roast Another Brand' }).waitFor();
  // The roast's Copy counts like every tool's; a landing page that does not exist is no roast entry.
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await page.getByRole('button', { name: 'Copied!' }).waitFor();
  await arrive('/tools/no-such-landing-page', 'Page Not Found');
  await navigateInApp(page, '/');

  // Beacons are sent without waiting for an answer: the counters settle shortly after.
  let now: string[] = [];
  for (let tries = 0; tries < 100 && JSON.stringify(now) !== JSON.stringify(expected); tries += 1) {
    await sleep(100);
    now = await counted();
  }
  expect(now).toEqual(expected);

  const stats = await runAdmin(['events', '--json'], { dataDir: ctx.site.dataDir });
  expect(stats.code).toBe(0);
  const report = JSON.parse(stats.stdout);
  expect(report.pageViews).toMatchObject({
    '/': 2,
    '/content-brief': 1,
    '/headline-hook': 1,
    '/brand-roast': 1,
  });
  expect(report.tools['content-brief']).toMatchObject({
    views: 1,
    submits: 1,
    results: 1,
    copies: 1,
    downloads: 0,
  });
  expect(report.tools['headline-hook']).toMatchObject({ views: 1, submits: 1, results: 1, copies: 0 });
  expect(report.tools['brand-roast']).toMatchObject({ submits: 1, results: 1, copies: 1 });
  expect(report.roast).toEqual({ 'brand-roast': { form: 1, emailStep: 1, leads: 1 } });

  // Leaving (the tab hidden) sends the landing page's Web Vitals, loaded after idle, with what else waits.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const vitals = async () => {
    const db = documentClientFor(ctx.site.store.client);
    const { Items = [] } = await db.send(
      new ScanCommand({ TableName: ctx.site.store.tableNames[eventsTable.id]! }),
    );
    return Items.filter((item) => item.event === 'web_vital').map((item) => `${item.path} ${item.metric}`);
  };
  for (let tries = 0; tries < 100 && (await vitals()).length < 3; tries += 1) await sleep(100);
  expect(await vitals()).toEqual(expect.arrayContaining(['/ TTFB', '/ LCP', '/ CLS']));

  const printed = await runAdmin(['events'], { dataDir: ctx.site.dataDir });
  expect(printed.stdout).toMatch(/content-brief\s+1\s+1\s+1\s+1\s+0\s+0\s+0\s+0\.0%/);
  expect(printed.stdout).toMatch(/brand-roast\s+1\s+1\s+1/);
  expect(printed.stdout).toMatch(/^\/\s+\d+ ms \((good|needs improvement|poor)\)/m);
});

it('counts a visitor who arrives on a prerendered landing page as a roast entry under its slug, once the page is idle', async () => {
  await new PagesRepository(
    documentClientFor(ctx.site.store.client),
    ctx.site.store.tableNames.pages!,
  ).putMany([
    {
      slug: 'events-landing',
      meta_title: 'Roast My Shop | Free Critique',
      meta_description: 'A free critique of your shop copy.',
      h1: 'Roast my shop',
      intro_copy: 'Tell us about your shop.',
    },
  ]);
  await ctx.site.publishSite();
  const entries = async () => {
    const db = documentClientFor(ctx.site.store.client);
    const { Items = [] } = await db.send(
      new ScanCommand({ TableName: ctx.site.store.tableNames[eventsTable.id]! }),
    );
    return Items.filter((item) => item.event === 'page_view' && item.source === 'events-landing').length;
  };
  const { page } = await openToolPage(ctx.browser, ctx.site.url, '/tools/events-landing', 'Roast my shop');
  // The record came with the page, before its view was counted (at idle): the view still names the entry.
  for (let tries = 0; tries < 100 && (await entries()) === 0; tries += 1) await sleep(100);
  expect(await entries()).toBe(1);
  expect(await counted()).toContain('page_view /tools/:slug brand-roast desktop ×1');
  await page.context().close();
});
