import { axeViolations } from './support/axe';
import { postSamples } from '../../lambdas/linkedin-post/demo-samples';
import { textAt } from '../../lambdas/shared/generator/demo-levels';

/** A bakery's topic reads as the restaurant archetype: its standard post, at the default medium length. */
const hook = textAt(postSamples.restaurant.standard, 1).split('\n')[0]!;
const firstWords = hook.split(' ').slice(0, 4).join(' ');
import { phone, expectTexts } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';
import { countPosts, generateButton, openLinkedInPage, previewRegion } from './support/linkedin-page';
import { afterDemoLines } from './support/demo-lines';

const ctx = useSiteAndBrowser();

const open = (options?: Parameters<typeof openLinkedInPage>[2], on: typeof ctx = ctx) =>
  openLinkedInPage(on.browser, on.site.url, options);

describe('LinkedIn post writer', () => {
  describe('while it streams', () => {
    // Paced, for the one test that looks at the post while it is still being written.
    const paced = useSiteAndBrowser({ functionEnv: { DEMO_CHUNK_DELAY_MS: '40' } });
    it('streams the post into the preview, marks the fold, measures the post and copies it', async () => {
      const { page, context } = await open(undefined, paced);
      await expect(page.title()).resolves.toBe('LinkedIn Post Writer | Content Co-Pilot');
      const description = page.locator('meta[name="description"]');
      await expect(description.getAttribute('content')).resolves.toMatch(
        /^Write a LinkedIn post from a topic/,
      );
      const copyButton = page.getByRole('button', { name: 'Copy to Clipboard' });
      await expect(copyButton.isDisabled()).resolves.toBe(true);
      await expect(previewRegion(page).innerText()).resolves.toContain('your post will appear here');

      await page.getByLabel('Topic').fill('Email marketing for bakeries');
      await page.getByLabel('Writing style').selectOption({ label: 'Conversational' });
      await generateButton(page).click();

      // The first words are on screen while the post is still being written.
      await previewRegion(page).getByText(firstWords).waitFor();
      await expect(page.getByRole('button', { name: 'Generating...' }).isDisabled()).resolves.toBe(true);
      await expect(copyButton.isDisabled()).resolves.toBe(true);

      await page.getByText('LinkedIn post generated successfully!').waitFor();
      await page.getByText('Demo output: connect Amazon Bedrock for AI-written results.').waitFor();
      await page
        .getByText(/^Sample answer, written for Marigold Kitchen, a neighbourhood restaurant\./)
        .waitFor();
      await page.getByText(/^Your input: Topic: Email marketing for bakeries · /).waitFor();
      await page.getByRole('button', { name: 'Copy to Clipboard', disabled: false }).waitFor();

      const fold = previewRegion(page).locator('[data-fold]');
      await expect(fold.locator('[aria-hidden="true"]').innerText()).resolves.toBe('…see more');
      await expect(fold.innerText()).resolves.toContain('the feed shows only the text before this point');
      const beforeFold = await fold.evaluate((el) => el.previousSibling!.textContent!);
      const afterFold = await fold.evaluate((el) => el.nextElementSibling!.textContent!);

      const checks = page.getByRole('list', { name: 'Length checks' });
      await checks.waitFor();
      await expect(checks.getByRole('listitem').allTextContents()).resolves.toEqual([
        expect.stringMatching(
          /^Good: \d{3} characters: within the 1,300 of a medium post \(LinkedIn allows 3,000\)$/,
        ),
        'Good: 4 paragraphs: a medium post has 3-4',
        expect.stringMatching(/^Good: Hook of \d+ characters: shows in full before the 210-character fold$/),
      ]);

      await copyButton.click();
      await page.getByText('LinkedIn post copied to clipboard!').waitFor();
      await page.getByRole('button', { name: 'Copied!' }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(afterDemoLines(copied).startsWith(`${hook}\n\n`)).toBe(true);
      expect(afterDemoLines(copied)).not.toContain('Email marketing for bakeries');
      expect(Array.from(beforeFold).length).toBeLessThanOrEqual(210);
      expect(beforeFold).toMatch(/\S$/);
      expect(afterFold).toMatch(/^\s/);
      expect(`${beforeFold}${afterFold}`).toBe(afterDemoLines(copied));
      await page.getByRole('button', { name: 'Copy to Clipboard' }).waitFor({ timeout: 6000 });
      await context.close();
    });
  });

  it('shows the call-to-action type and link only when a call to action is wanted', async () => {
    const { page, context } = await open();
    const ctaType = page.getByLabel('Call to action', { exact: true });
    const ctaLink = page.getByLabel('Call-to-action link (optional)');
    await expect(ctaType.count()).resolves.toBe(0);
    await page.getByRole('radio', { name: /^Yes/ }).click();
    await ctaType.selectOption({ label: 'Register for an event' });
    await ctaLink.fill('example.com/register');
    await page.getByLabel('Topic').fill('Our spring open day');
    await generateButton(page).click();
    await page
      .getByText('The call-to-action link must be a full URL starting with http:// or https://.')
      .waitFor();

    await ctaLink.fill('https://example.com/register');
    const sent = page.waitForRequest('**/functions/v1/linkedin-post');
    await generateButton(page).click();
    expect((await sent).postDataJSON()).toMatchObject({
      includeCTA: 'yes',
      ctaType: 'event',
      ctaLink: 'https://example.com/register',
    });
    await page.getByText('LinkedIn post generated successfully!').waitFor();
    // The sample post is written in advance; the link the visitor gave is in the demo header.
    await page
      .getByText(/ · Call to action: event · Call-to-action link: https:\/\/example\.com\/register$/)
      .waitFor();

    await page.getByRole('radio', { name: /^No/ }).click();
    await ctaType.waitFor({ state: 'detached' });
    await expect(ctaLink.count()).resolves.toBe(0);
    const withoutCta = page.waitForRequest('**/functions/v1/linkedin-post');
    await generateButton(page).click();
    const body = (await withoutCta).postDataJSON() as Record<string, unknown>;
    expect(body.includeCTA).toBe('no');
    expect(body).not.toHaveProperty('ctaType');
    expect(body).not.toHaveProperty('ctaLink');
    await context.close();
  });

  it('shows each validation message of each tab and sends nothing until the form is valid', async () => {
    const { page, context } = await open();
    const posted = countPosts(page);
    await generateButton(page).click();
    // The form's check loads with its first submit: its messages come with it (expectTexts waits for them).
    await expectTexts(page.getByRole('alert'), ['Please enter a topic.']);

    await page.getByRole('tab', { name: 'Story-Based' }).click();
    await generateButton(page).click();
    await expectTexts(page.getByRole('alert'), [
      'Please enter a topic.',
      'Please describe the experience your story is about.',
    ]);

    await page.getByRole('tab', { name: 'Content Promotion' }).click();
    await expectTexts(page.getByRole('alert'), []); // a new tab starts without the old tab's messages
    await generateButton(page).click();
    await expectTexts(page.getByRole('alert'), [
      'Please enter a topic.',
      'Please list what readers get from the content you are promoting.',
      'Please enter the link to the content you are promoting.',
    ]);

    await page.getByLabel('Topic').fill('x'.repeat(201));
    await page.getByLabel('Key value points').fill('A pricing worksheet');
    await page.getByLabel('Content link').fill('example.com/guide');
    await page.getByLabel('Industry insight (optional)').fill('y'.repeat(501));
    await generateButton(page).click();
    await expectTexts(page.getByRole('alert'), [
      'Topic must be 200 characters or fewer.',
      'The content link must be a full URL starting with http:// or https://.',
      'Industry insight must be 500 characters or fewer.',
    ]);
    await page.getByLabel('Key value points').fill('z'.repeat(1001));
    await generateButton(page).click();
    await page.getByText('Value points must be 1,000 characters or fewer.').waitFor();

    await page.getByRole('tab', { name: 'Story-Based' }).click();
    await page.getByLabel('Your experience').fill('e'.repeat(1501));
    await generateButton(page).click();
    await page.getByText('Your experience must be 1,500 characters or fewer.').waitFor();
    expect(posted()).toBe(0);
    await context.close();
  });

  it('switches tabs with the keyboard, keeps what was typed and moves the style to the tab’s first one', async () => {
    const { page, context } = await open();
    await page.getByLabel('Topic').fill('Hiring my first employee');
    await page.getByLabel('Writing style').selectOption({ label: 'Inspiring' });
    await page.getByRole('tab', { name: 'Standard Post' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Story-Based', selected: true }).waitFor();
    await expect(page.getByLabel('Topic').inputValue()).resolves.toBe('Hiring my first employee');
    await expect(
      page.getByLabel('Kind of story').evaluate((el: HTMLSelectElement) => el.selectedOptions[0]!.text),
    ).resolves.toBe('A challenge I overcame');
    await expect(
      page
        .getByLabel('Kind of story')
        .evaluate((el: HTMLSelectElement) => [...el.options].map((option) => option.text)),
    ).resolves.toEqual([
      'A challenge I overcame',
      'Lessons learned',
      'My journey',
      'A mistake I made',
      'What inspired me',
    ]);
    await page.getByLabel('Your experience').fill('I hired a friend without a trial period.');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Story-Based');
    await page.keyboard.press('Home');
    await expect(page.getByLabel('Writing style').inputValue()).resolves.toBe('professional');
    await page.getByRole('tab', { name: 'Story-Based' }).click();
    await expect(page.getByLabel('Your experience').inputValue()).resolves.toBe(
      'I hired a friend without a trial period.',
    );
    await context.close();
  });

  it('flags a model post whose hook runs past the fold and whose length misses its target', async () => {
    const { page, context } = await open();
    const hook = `${'A very long opening line that keeps going '.repeat(6).trim()}.`;
    const post = `${hook}\n\nOne short paragraph.`;
    await page.route('**/functions/v1/linkedin-post', (route) =>
      route.fulfill({
        contentType: 'application/x-ndjson',
        body: [
          { type: 'text', text: post },
          { type: 'done', demo: false, usage: { inputTokens: 10, outputTokens: 10 } },
        ]
          .map((event) => `${JSON.stringify(event)}\n`)
          .join(''),
      }),
    );
    await page.getByLabel('Topic').fill('Anything');
    await generateButton(page).click();
    await page.getByText('LinkedIn post generated successfully!').waitFor();
    await expect(page.getByText('Demo output:').count()).resolves.toBe(0);
    const checks = page.getByRole('list', { name: 'Length checks' });
    await checks.waitFor();
    await expect(checks.getByRole('listitem').allTextContents()).resolves.toEqual([
      `Good: ${post.length} characters: within the 1,300 of a medium post (LinkedIn allows 3,000)`,
      'Check: 2 paragraphs: a medium post has 3-4',
      `Check: Hook of ${hook.length} characters: runs past the 210-character fold`,
    ]);
    const fold = previewRegion(page).locator('[data-fold]');
    // The fold falls at the last word boundary within the first 210 characters.
    await expect(fold.evaluate((el) => el.previousSibling!.textContent)).resolves.toBe(
      hook.slice(0, 210).replace(/\s+\S*$/, ''),
    );
    await context.close();
  });

  it.each([
    ['desktop', {}],
    ['phone', phone],
  ])('fits and has no axe violations on %s, empty and with a post', async (_name, options) => {
    const { page, context } = await open(options);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // toasts checked at rest, not mid-animation
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('tab', { name: 'Content Promotion' }).click();
    await page.getByLabel('Topic').fill('Pricing for freelancers');
    await page.getByLabel('Key value points').fill('Three pricing models compared');
    await page.getByLabel('Content link').fill('https://example.com/report');
    await page.getByRole('radio', { name: /^Yes/ }).click();
    await generateButton(page).click();
    await page.getByText('LinkedIn post generated successfully!').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    const box = await previewRegion(page).boundingBox();
    expect(box!.height).toBe(400);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).resolves.toBe(0);
    await context.close();
  });
});
