import { axeViolations } from './support/axe';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import type { Video } from '../../lambdas/shared/contracts/youtube';
import { demoVideos } from '../../lambdas/youtube-analysis/search/demo';
import { clipsOf, IdeaGeneratorRequestSchema } from '../../lambdas/youtube-analysis/contract';
import { demoIdeas } from '../../lambdas/youtube-analysis/demo';
import { FakeYouTube } from '../../scripts/fakes/fake-youtube';
import { isToolRequest, phone } from './support/browser';
import { docxXml, inXml } from './support/docx';
import { useSiteAndBrowser } from './support/site-and-browser';
import { openToolPage } from './support/tool-page';

// The fake YouTube starts first, so the site's functions are configured to search it.
let youtube: FakeYouTube;
beforeAll(async () => {
  youtube = await FakeYouTube.start({ apiKey: 'e2e-youtube-key' });
});
afterAll(() => youtube?.close());
const ctx = useSiteAndBrowser({
  functionEnv: () => ({ YOUTUBE_API_BASE_URL: youtube.url, YOUTUBE_API_KEY: 'e2e-youtube-key' }),
});

const SEARCH = '**/functions/v1/youtube-search';
const IDEAS = '**/functions/v1/idea-generator';
const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});
const tinyThumbnail =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#999"/></svg>';

/** The tool page, with YouTube's image host answered locally: the test machine has no network. */
async function toolPage(options = {}) {
  const opened = await openToolPage(
    ctx.browser,
    ctx.site.url,
    '/youtube-analysis',
    'YouTube Content Tool',
    options,
  );
  await opened.page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: tinyThumbnail }),
  );
  const pageErrors: string[] = [];
  opened.page.on('pageerror', (error) => pageErrors.push(error.message));
  return { ...opened, pageErrors };
}

async function analyze(page: Page, keyword: string) {
  await page.getByLabel('Keyword').fill(keyword);
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
}
const videoList = (page: Page) => page.getByRole('list', { name: 'Videos' });
/** Card titles in grid order, without the link's screen-reader note. */
const videoTitles = async (page: Page) =>
  (await videoList(page).getByRole('heading', { level: 3 }).allInnerTexts()).map((title) =>
    title.replace(/\s*\(opens YouTube in a new tab\)$/, ''),
  );
const successToast = (page: Page) =>
  page.getByText(/^Analyzed \d+ videos and generated \d+ content ideas\.$/);

describe('YouTube Content Tool', () => {
  it('asks for a keyword with a toast and sends nothing while it is blank', async () => {
    const { page, context } = await toolPage();
    await expect(page.title()).resolves.toBe('YouTube Content Tool | Content Co-Pilot');
    let sent = 0;
    page.on('request', (r) => void (isToolRequest(r) && sent++));
    await analyze(page, '   ');
    await page.getByText('Input required').waitFor();
    await page.getByText('Please enter a keyword to analyze.').first().waitFor();
    expect(sent).toBe(0);
    await context.close();
  });

  it('analyzes 15 videos, then ideas that cite them, with one success toast', async () => {
    const { page, context, pageErrors } = await toolPage();
    await page.route(SEARCH, async (route) => {
      await sleep(600); // long enough to see the running state
      await route.continue();
    });
    const answer = page.waitForResponse((r) => r.url().endsWith('/youtube-search'));
    await analyze(page, 'Sourdough Baking');
    await expect(page.getByRole('button', { name: 'Analyzing' }).isDisabled()).resolves.toBe(true);
    const { videos } = (await (await answer).json()) as { videos: Video[] };
    const toast = successToast(page);
    await toast.waitFor();

    const titles = await videoTitles(page);
    expect(titles).toEqual(videos.map((v) => v.name));
    expect(titles).toHaveLength(15);
    const ideas = page.locator('ol > li').filter({ has: page.getByText('Call to action:') });
    const ideaCount = await ideas.count();
    expect(await toast.innerText()).toBe(`Analyzed 15 videos and generated ${ideaCount} content ideas.`);
    expect(ideaCount).toBeGreaterThanOrEqual(5);
    expect(ideaCount).toBeLessThanOrEqual(8);

    const first = videoList(page).getByRole('listitem').first();
    const link = first.getByRole('link', { name: videos[0]!.name });
    await expect(link.getAttribute('href')).resolves.toBe(videos[0]!.videoUrl);
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    const card = await first.innerText();
    expect(card).toContain(videos[0]!.channelName);
    expect(card).toMatch(/Shares\s+Not published/);
    expect(card).toMatch(/[\d.]+× channel size/);
    expect(card).toMatch(/Engagement\s+[\d.]+%/);
    const hidden = videos.findIndex((v) => v.outlierScore === null);
    await expect(videoList(page).getByRole('listitem').nth(hidden).innerText()).resolves.toContain(
      'Outlier score unavailable',
    );

    // Every idea links to videos of this search; demo ideas say they are demo output.
    const cited = await ideas.first().getByRole('link').allInnerTexts();
    expect(cited.length).toBeGreaterThan(0);
    for (const title of cited) expect(titles).toContain(title);
    await page.getByText('Demo output: connect Amazon Bedrock for AI-written results.').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('sorts the grid by views, outlier score and date, and back to relevance', async () => {
    const { page, context } = await toolPage();
    const answer = page.waitForResponse((r) => r.url().endsWith('/youtube-search'));
    await analyze(page, 'knife sharpening');
    const { videos } = (await (await answer).json()) as { videos: Video[] };
    await successToast(page).waitFor();
    const by = (figure: (v: Video) => number | null) =>
      [...videos].sort((a, b) => (figure(b) ?? -Infinity) - (figure(a) ?? -Infinity)).map((v) => v.name);
    const sortBy = page.getByLabel('Sort by');
    await sortBy.selectOption({ label: 'Views' });
    await expect(videoTitles(page)).resolves.toEqual(by((v) => v.views));
    await sortBy.selectOption({ label: 'Outlier score' });
    const byOutlier = await videoTitles(page);
    expect(byOutlier).toEqual(by((v) => v.outlierScore));
    expect(byOutlier.at(-1)).toBe(videos.findLast((v) => v.outlierScore === null)!.name);
    await sortBy.selectOption({ label: 'Newest' });
    await expect(videoTitles(page)).resolves.toEqual(by((v) => Date.parse(v.publishedAt)));
    await sortBy.selectOption({ label: 'Relevance' });
    await expect(videoTitles(page)).resolves.toEqual(videos.map((v) => v.name));
    await context.close();
  });

  it('answers a keyword searched before from the cache, without calling YouTube again', async () => {
    const { page, context } = await toolPage();
    await analyze(page, 'cold brew coffee');
    await successToast(page).waitFor();
    const calls = youtube.count();
    await analyze(page, '  Cold  Brew Coffee ');
    await page.getByText('From a search made earlier today: no YouTube quota used.').waitFor();
    await successToast(page).first().waitFor();
    expect(youtube.count()).toBe(calls);
    await context.close();
  });

  it('copies the ideas and downloads them as a Word document', async () => {
    const { page, context } = await toolPage();
    await analyze(page, 'podcast editing');
    await successToast(page).waitFor();
    const ideaTitles = await page.locator('ol > li h3').allInnerTexts();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.match(/^\d+\. /gm)).toHaveLength(ideaTitles.length);
    expect(copied).toContain(`1. ${ideaTitles[0]}\nFormat: `);
    expect(copied).toMatch(/Builds on: .+ \(https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}\)/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download DOCX' }).click();
    const file = await download;
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    expect(file.suggestedFilename()).toBe(`youtube-content-ideas-podcast-editing-${today}.docx`);
    const xml = await docxXml(file);
    for (const part of ['YouTube Content Ideas', 'Keyword: podcast editing', inXml(ideaTitles.at(-1)!)]) {
      expect(xml).toContain(part);
    }
    await context.close();
  });

  it('shows the product’s error texts for failed and unreadable answers', async () => {
    const { page, context } = await toolPage();
    const quota =
      "Today's YouTube search allowance is used up. Keywords searched recently still work; new keywords can be searched again after midnight Pacific time.";
    await page.route(SEARCH, (route) => route.fulfill(json(503, { error: quota, code: 'youtube_quota' })));
    await analyze(page, 'espresso');
    await page.getByText('Failed to fetch videos').first().waitFor();
    await page.getByRole('alert').filter({ hasText: quota }).waitFor();

    await page.unroute(SEARCH);
    await page.route(SEARCH, (route) =>
      route.fulfill(json(200, { videos: 'none', cached: false, demo: false })),
    );
    await analyze(page, 'espresso');
    await page.getByText('Invalid response from YouTube search').first().waitFor();

    await page.unroute(SEARCH);
    await page.route(IDEAS, (route) =>
      route.fulfill(
        json(502, { error: 'Amazon Bedrock could not complete the request.', code: 'model_error' }),
      ),
    );
    await analyze(page, 'espresso');
    await page.getByText('Failed to generate ideas').first().waitFor();
    await expect(videoTitles(page)).resolves.toHaveLength(15);

    await page.unroute(IDEAS);
    await page.route(IDEAS, (route) => route.fulfill(json(200, { ideas: 'none' })));
    await analyze(page, 'espresso');
    await page.getByText('Invalid response from idea generator').first().waitFor();
    await context.close();
  });

  it('labels sample videos clearly when the site has no YouTube key', async () => {
    const { page, context } = await toolPage();
    const samples = { videos: demoVideos('latte art'), cached: false, demo: true };
    await page.route(SEARCH, (route) => route.fulfill(json(200, samples)));
    await analyze(page, 'latte art');
    await successToast(page).waitFor();
    await page.getByText('Sample videos, not real YouTube results').waitFor();
    await expect(videoList(page).getByText('Sample', { exact: true }).count()).resolves.toBe(15);
    // The grid names whose samples they are, as the ideas under it do (issue 46).
    const clips = clipsOf(samples.videos);
    const { sample } = demoIdeas(IdeaGeneratorRequestSchema.parse({ topic: 'latte art', clips }));
    const note = page.getByRole('status').filter({ hasText: 'Sample videos, not real YouTube results' });
    await expect(note.innerText()).resolves.toContain(
      `These sample videos were written for ${sample!.business}`,
    );
    await context.close();
  });

  it('leaves by a header link and comes back with Back, without a page error', async () => {
    const { page, context, pageErrors } = await toolPage();
    await analyze(page, 'bread scoring');
    await successToast(page).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog', exact: true })
      .click();
    await page.waitForURL(`${ctx.site.url}/blog`);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'YouTube Content Tool' }).waitFor();
    await page.getByRole('button', { name: 'Analyze', exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', {}],
    ['phone', phone],
  ])(
    'has no axe violations on %s, empty and with results, and no sideways scrolling',
    async (_name, viewport) => {
      const { page, context } = await toolPage(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(axeViolations(page)).resolves.toEqual([]);
      await analyze(page, 'home espresso');
      await successToast(page).waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await context.close();
    },
  );
});
