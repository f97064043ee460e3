import { openPage } from './support/browser';
import { docxXml } from './support/docx';
import { briefRegion, fillBriefForm } from './support/brief-page';
import { useSiteAndBrowser } from './support/site-and-browser';
import { afterDemoLines } from './support/demo-lines';

const ctx = useSiteAndBrowser();

/** A markdown heading marker at the start of a line ('# ', '## '); hashtags are not one. */
const HEADING_MARKUP = /^\s*#{1,6}(?:\s|$)/m;

describe('a multi-post content brief', () => {
  it('shows each post and each closing section on its own, with no markdown on screen, in the clipboard or in the .docx', async () => {
    const { page, context } = await openPage(ctx.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.site.url });
    await page.goto(`${ctx.site.url}/content-brief`);
    await fillBriefForm(page);
    await page.getByLabel('Content type').selectOption({ label: 'Social post' });
    await page.getByLabel('Length').selectOption({ label: '500-750 words (2-3 min read)' });
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    await page.getByText('Content brief generated successfully!').waitFor();

    const region = briefRegion(page);
    await expect(region.locator('section[data-tone] h3').allTextContents()).resolves.toEqual([
      'SEO Snapshot',
      'Title Options',
      'Meta Description',
      'Post 1',
      'Post 2',
      'Post 3',
      'Call to Action',
      'SEO Tips',
      'Tone & Style',
    ]);
    const post3 = region.locator('section[data-tone]', { hasText: 'Post 3' });
    await expect(post3.innerText()).resolves.not.toMatch(/Call to Action|SEO Tips|Tone/);
    await expect(region.innerText()).resolves.not.toMatch(HEADING_MARKUP);

    await page.getByRole('button', { name: 'Copy Text' }).click();
    await page.getByText('Content brief copied to clipboard!').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(afterDemoLines(copied).startsWith('SEO Snapshot\n')).toBe(true);
    expect(copied).toContain('\n\nPost 3\n');
    expect(copied).not.toMatch(HEADING_MARKUP);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Brief' }).click();
    const xml = await docxXml(await download);
    expect(xml).toContain('>Post 3<');
    expect(xml).not.toMatch(/<w:t[^>]*>#{1,6}\s/);
    await context.close();
  });
});
