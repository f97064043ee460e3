import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { contentSecurityPolicy } from '../../infra/constructs/site-headers';
import { siteOrigin } from '../../scripts/local/site-origin';
import { tools } from '../../web/src/config/tools';
import { openPage, phone } from './support/browser';
import { workerBrowser } from './support/site-and-browser';

/**
 * The built site served the way production answers (the local site origin: CloudFront's URL-to-key function,
 * the bucket's files, the 404 page for a missing key) with the deployed CSP header on every answer.
 */
function serveWithCsp(editorDir: string): Promise<Server> {
  const site = siteOrigin({ root: process.cwd(), editorDir });
  const server = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy);
    if (req.url?.startsWith('/api/')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ supportEmail: 'help@copilot.test' }));
    }
    site(req, res, () => undefined);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the built SPA under the deployed Content-Security-Policy', () => {
  let server: Server;
  let browser: Browser;
  const editorDir = mkdtempSync(join(tmpdir(), 'csp-editor-layer-'));
  beforeAll(async () => {
    [server, browser] = await Promise.all([serveWithCsp(editorDir), workerBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
    rmSync(editorDir, { recursive: true, force: true });
  });

  it('runs, styles its toasts and drawer, and breaks no directive', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { page, context } = await openPage(browser, phone);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    // Browser code as strings: this project type-checks without the DOM library.
    await page.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (e) =>
        window.reportViolation(e.violatedDirective + ' ' + e.blockedURI));`,
    });
    // Radix's scroll lock and sonner insert <style> elements at run time: they must apply.
    const allStyled = () =>
      page.evaluate(`[...document.querySelectorAll('style')].every((s) => s.sheet !== null)`);
    await page.goto(url);
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await page.getByRole('dialog').waitFor();
    await expect(allStyled()).resolves.toBe(true);
    // A form sent empty toasts, which loads sonner on demand.
    await page.goto(`${url}/headline-hook`);
    await page.getByRole('button', { name: 'Generate Headlines' }).click();
    await page.getByText('Required fields missing').waitFor();
    await expect(allStyled()).resolves.toBe(true);
    // Each screen configures zod before its first schema: no page may build one first and trip the CSP.
    for (const path of ['/privacy-policy', ...tools.map((tool) => tool.path)]) {
      await page.goto(`${url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    // A missing page answers 404 with the site's own 404 page, which runs under the same policy.
    const missing = await page.goto(`${url}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.close();
    expect(violations).toEqual([]);
  });
});
