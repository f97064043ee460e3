import { axeViolations } from './support/axe';
import JSZip from 'jszip';
import { downloadBytes } from './support/download';
import { DEMO_OUTPUT_LINE } from '../../web/src/lib/demo-output';
import { isToolRequest, openPage, expectTexts } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';
import { briefRegion, fillBriefForm } from './support/brief-page';
import { afterDemoLines } from './support/demo-lines';

const ctx = useSiteAndBrowser();
// Paced, for the one test that looks at the brief while it is still being written.
const streaming = { DEMO_CHUNK_DELAY_MS: '40' };

async function briefPage(on: typeof ctx = ctx) {
  const opened = await openPage(on.browser);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: on.site.url });
  await opened.page.goto(`${on.site.url}/content-brief`);
  await opened.page.getByRole('heading', { level: 1, name: 'Content Brief Generator' }).waitFor();
  return opened;
}

describe('content brief generator', () => {
  describe('while it streams', () => {
    const paced = useSiteAndBrowser({ functionEnv: streaming });
    it('streams the brief into coloured sections, marks demo output, then copies, hands off and downloads it', async () => {
      const { page, context } = await briefPage(paced);
      await expect(briefRegion(page).innerText()).resolves.toContain('your brief will appear here');
      await fillBriefForm(page);
      await page.getByRole('button', { name: 'Generate Content Brief' }).click();

      // First words are on screen while the button still says the brief is being created.
      await briefRegion(page).getByRole('heading', { name: 'SEO Snapshot' }).waitFor();
      await expect(page.getByRole('button', { name: 'Creating Your Brief...' }).isDisabled()).resolves.toBe(
        true,
      );
      await expect(briefRegion(page).innerText()).resolves.toContain('Generating your content brief...');

      await page.getByText('Content brief generated successfully!').waitFor();
      await page.getByText('Demo output: connect Amazon Bedrock for AI-written results.').waitFor();
      await page
        .getByText(
          'Sample answer, written for Marigold Kitchen, a neighbourhood restaurant. With a model connected, the answer is about “Email marketing for bakeries”.',
        )
        .waitFor();
      await page.getByText(/^Your input: Topic: Email marketing for bakeries · Audience: /).waitFor();
      const tones = await briefRegion(page)
        .locator('section[data-tone]')
        .evaluateAll((els) =>
          els.map((el) => [
            el.querySelector('h3')!.textContent,
            el.getAttribute('data-tone'),
            getComputedStyle(el).borderLeftColor,
          ]),
        );
      expect(tones.map(([title, tone]) => [title, tone])).toEqual([
        ['SEO Snapshot', 'green'],
        ['Title Options', 'blue'],
        ['Meta Description', 'blue'],
        ['Outline', 'purple'],
        ['Call to Action', 'orange'],
        ['SEO Tips', 'green'],
        ['Tone & Style', 'pink'],
      ]);
      expect(new Set(tones.map(([, , colour]) => colour)).size).toBe(5);

      await page.getByRole('button', { name: 'Copy Text' }).click();
      await page.getByText('Content brief copied to clipboard!').waitFor();
      await page.getByRole('button', { name: 'Copied!' }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(afterDemoLines(copied).startsWith('SEO Snapshot\n- Topic: ')).toBe(true);
      expect(copied).toContain('- Focus keyword: ');
      // A sample written in advance: the visitor's words are in the header, not in the brief.
      expect(afterDemoLines(copied)).not.toContain('Email marketing for bakeries');
      expect(copied).not.toMatch(/^#/m);
      await page.getByRole('button', { name: 'Copy Text' }).waitFor({ timeout: 6000 });

      await context.route('https://chatgpt.com/**', (route) => route.fulfill({ body: 'chat assistant' }));
      const popup = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Help me draft this' }).click();
      expect((await popup).url()).toBe('https://chatgpt.com/');
      await page.getByText('Brief copied to clipboard and ChatGPT opened!').waitFor();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Brief' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('content-brief-email-marketing-for-bakeries.docx');
      const zip = await JSZip.loadAsync(await downloadBytes(file));
      const xml = await zip.file('word/document.xml')!.async('string');
      for (const text of [
        'Content Brief: Email marketing for bakeries',
        DEMO_OUTPUT_LINE,
        'SEO Snapshot',
        'Outline',
        'Tone &amp; Style',
        'Focus keyword',
      ]) {
        expect(xml).toContain(text);
      }
      await page.getByText('Content brief downloaded successfully!').waitFor();
      await context.close();
    });
  });

  it('shows each validation message from the shared schema and sends nothing', async () => {
    const { page, context } = await briefPage();
    let posted = 0;
    page.on('request', (request) => void (isToolRequest(request) && posted++));
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    // The form's check loads with its first submit: its messages come with it (expectTexts waits for them).
    await expectTexts(page.getByRole('alert'), [
      'Please enter a topic.',
      'Please provide at least one primary keyword.',
      'Please describe your target audience.',
    ]);
    await fillBriefForm(page, { keywords: ' ,  , ' });
    await page.getByLabel('Internal links (optional)').fill('https://bakery.example/menu\nhttps://not a url');
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    await expectTexts(page.getByRole('alert'), [
      'Please provide at least one primary keyword.',
      'Each internal link must be a full URL starting with http:// or https://.',
    ]);
    await page.getByLabel('Topic').fill('x'.repeat(201));
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    await page.getByText('Topic must be 200 characters or fewer.').waitFor();
    expect(posted).toBe(0);
    await context.close();
  });

  it("explains 'Help me draft this' in a tooltip on hover and on keyboard focus once a brief exists", async () => {
    const { page, context } = await briefPage();
    await fillBriefForm(page);
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    await page.getByText('Content brief generated successfully!').waitFor();
    const tip = page.getByRole('tooltip', {
      name: 'Copies the brief and opens ChatGPT in a new tab, ready to paste',
    });
    await page.getByRole('button', { name: 'Help me draft this' }).hover();
    await tip.waitFor();
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Copy Text' }).focus();
    await page.keyboard.press('Tab');
    await tip.waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(
      'Help me draft this',
    );
    await context.close();
  });

  it('has no axe violations, empty and with a brief', async () => {
    const { page, context } = await briefPage();
    await page.emulateMedia({ reducedMotion: 'reduce' }); // toasts checked at rest, not mid-animation
    await expect(axeViolations(page)).resolves.toEqual([]);
    await fillBriefForm(page);
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    await page.getByText('Content brief generated successfully!').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});
