import type { Browser } from 'playwright-core';
import type { FakeBedrock } from '../../scripts/fakes/fake-bedrock';
import { startBedrockSite, TEST_MODEL as MODEL, throttled, type BedrockSite } from '../support/bedrock-site';
import type { RemoteSite } from '../support/stack/remote-site';
import { openPage } from './support/browser';
import { workerBrowser } from './support/site-and-browser';
import { briefRegion, fillBriefForm } from './support/brief-page';

let bedrock: BedrockSite;
let fake: FakeBedrock;
let site: RemoteSite;
let browser: Browser;

beforeAll(async () => {
  [bedrock, browser] = await Promise.all([startBedrockSite({ withWeb: true }), workerBrowser()]);
  ({ fake, site } = bedrock);
});
afterAll(async () => {
  await browser?.close();
  await bedrock?.close();
});

async function submitBrief() {
  const opened = await openPage(browser);
  await opened.page.goto(`${site.url}/content-brief`);
  await fillBriefForm(opened.page);
  await opened.page.getByRole('button', { name: 'Generate Content Brief' }).click();
  return opened;
}

describe('content brief errors', () => {
  it('shows model output without the demo note', async () => {
    fake.enqueue({ kind: 'text', chunks: ['## Outline\n', '- H2: Why bakeries email'], tokenIntervalMs: 50 });
    const { page, context } = await submitBrief();
    await page.getByText('Content brief generated successfully!').waitFor();
    await briefRegion(page).getByRole('heading', { name: 'Outline' }).waitFor();
    await expect(page.getByText('Demo output:').count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the API Key Error alert and Bedrock setup steps when the model refuses', async () => {
    fake.enqueue({
      kind: 'error',
      status: 403,
      type: 'AccessDeniedException',
      message: "You don't have access to the model with the specified model ID.",
    });
    const { page, context } = await submitBrief();
    const alert = page.getByRole('alert').filter({ hasText: 'API Key Error' });
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toContain(`Amazon Bedrock refused to run model ${MODEL}`);
    await page.getByText(/^Failed to generate content brief: Amazon Bedrock refused/).waitFor();
    await alert.getByRole('button', { name: 'View setup steps' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up Amazon Bedrock' });
    await dialog.getByText(MODEL).first().waitFor();
    await expect(
      dialog.getByRole('link', { name: 'Open Bedrock model access' }).getAttribute('href'),
    ).resolves.toBe('https://console.aws.amazon.com/bedrock/home#/modelaccess');
    await context.close();
  });

  it('shows the product rules’ rate limit text when Bedrock throttles', async () => {
    fake.enqueue(throttled, throttled, throttled);
    const { page, context } = await submitBrief();
    await page
      .getByRole('alert')
      .getByText(
        'Rate limit exceeded. Your API key has run out of quota or is being throttled. Please upgrade your plan or wait and try again later.',
      )
      .waitFor();
    await context.close();
  });

  it('shows the network error with its checklist when the request cannot be sent', async () => {
    const opened = await openPage(browser);
    await opened.page.route('**/functions/v1/content-brief', (route) => route.abort('internetdisconnected'));
    await opened.page.goto(`${site.url}/content-brief`);
    await fillBriefForm(opened.page);
    await opened.page.getByRole('button', { name: 'Generate Content Brief' }).click();
    const alert = opened.page
      .getByRole('alert')
      .filter({ hasText: 'Network error. Please check your connection.' });
    await alert.getByText('Check that you are connected to the internet.').waitFor();
    await opened.context.close();
  });

  it('shows a proxy’s HTML error page as its readable text, never as markup', async () => {
    const opened = await openPage(browser);
    const html = `<html><head><title>502 Bad Gateway</title><style>body{}</style></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>${'upstream connect error '.repeat(20)}</center></body></html>`;
    await opened.page.route('**/functions/v1/content-brief', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: html }),
    );
    await opened.page.goto(`${site.url}/content-brief`);
    await fillBriefForm(opened.page);
    await opened.page.getByRole('button', { name: 'Generate Content Brief' }).click();
    const alert = opened.page.getByRole('alert').filter({ hasText: 'Server error: 502 - 502 Bad Gateway' });
    const text = await alert.innerText({ timeout: 10_000 });
    expect(text).not.toMatch(/[<>]/);
    const message = text.slice(text.indexOf('Server error: 502 - ') + 'Server error: 502 - '.length).trim();
    expect(message).toMatch(/^502 Bad Gateway upstream connect error .*error…$/);
    expect(message.length).toBeLessThanOrEqual(201);
    await opened.context.close();
  });
});
