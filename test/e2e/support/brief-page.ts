import type { Page } from 'playwright-core';

/** Fills the content brief form as a visitor would. */
export async function fillBriefForm(
  page: Page,
  values: { topic?: string; keywords?: string; audience?: string } = {},
) {
  await page.getByLabel('Topic').fill(values.topic ?? 'Email marketing for bakeries');
  await page.getByLabel('Primary keywords').fill(values.keywords ?? 'bakery newsletter, email marketing');
  await page.getByLabel('Target audience').fill(values.audience ?? 'owners of small neighbourhood bakeries');
}

export const briefRegion = (page: Page) => page.getByRole('region', { name: 'Generated brief' });
