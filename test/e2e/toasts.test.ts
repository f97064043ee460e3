import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { desktop, openPage, phone } from './support/browser';
import { fillBriefForm } from './support/brief-page';
import { useSiteAndBrowser } from './support/site-and-browser';

const ctx = useSiteAndBrowser();

type Box = { left: number; top: number; right: number; bottom: number };
const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const { left, top, right, bottom } = el.getBoundingClientRect();
    return { left, top, right, bottom };
  });
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The element a click at the middle of `box` lands on, described by its tag and text. */
const hitAt = (page: Page, box: Box) =>
  page.evaluate(
    ([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return {
        inToast: Boolean(hit?.closest('[data-sonner-toast]')),
        closeButton: hit?.closest('[data-close-button]') !== null,
      };
    },
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
  );

/** A first-time visitor (the cookie notice shows) who has just generated a brief: its success toast is up. */
async function withToast(options: BrowserContextOptions) {
  const opened = await openPage(ctx.browser, options);
  const { page } = opened;
  await page.goto(`${ctx.site.url}/content-brief`);
  await page.emulateMedia({ reducedMotion: 'reduce' }); // measured at rest, not mid-animation
  await fillBriefForm(page);
  await page.getByRole('button', { name: 'Generate Content Brief' }).click();
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Content brief generated successfully!' });
  await toast.waitFor();
  return { ...opened, toast, notice: page.getByRole('region', { name: 'Cookie notice' }) };
}

describe('toasts', () => {
  it('sit bottom right at 1280, clear of the header and above the cookie notice, and let clicks through', async () => {
    const { page, context, toast, notice } = await withToast(desktop);
    const box = await boxOf(toast);
    expect(overlaps(box, await boxOf(page.getByRole('banner')))).toBe(false);
    expect(box.left).toBeGreaterThan(640);
    expect(box.bottom).toBeLessThanOrEqual((await boxOf(notice)).top);

    // A pointer resting on the toast: what lies under it still takes the click.
    await page.mouse.move((box.left + box.right) / 2, (box.top + box.bottom) / 2);
    await expect(hitAt(page, box)).resolves.toEqual({ inToast: false, closeButton: false });
    const close = toast.locator('[data-close-button]');
    await expect(hitAt(page, await boxOf(close))).resolves.toEqual({ inToast: true, closeButton: true });
    await close.click();
    await toast.waitFor({ state: 'detached' });
    await context.close();
  });

  it('sit bottom centre at 375, above the cookie notice, leaving the menu button and the notice free', async () => {
    const { page, context, toast, notice } = await withToast(phone);
    const box = await boxOf(toast);
    const noticeBox = await boxOf(notice);
    expect(box.bottom).toBeLessThanOrEqual(noticeBox.top);
    expect(Math.abs(box.left - (375 - box.right))).toBeLessThanOrEqual(2);
    const menu = page.getByRole('button', { name: 'Toggle navigation menu' });
    expect(overlaps(box, await boxOf(menu))).toBe(false);
    await expect(hitAt(page, box)).resolves.toMatchObject({ inToast: false });

    // With the toast still up, the menu and the notice's close button take their taps.
    await menu.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Blog', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await notice.getByRole('button', { name: 'Close cookie notice' }).click();
    await notice.waitFor({ state: 'detached' });
    await context.close();
  });
});
