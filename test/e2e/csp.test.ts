import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import type { Browser } from 'playwright-core';
import { contentSecurityPolicy } from '../../infra/constructs/site-headers';
import { launchBrowser, openPage, phone } from './support/browser';

/** The built SPA served the way CloudFront serves it: SPA fallback and the deployed CSP header. */
function serveWithCsp(): Promise<Server> {
  const files = sirv('web/dist', { single: true });
  const server = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy);
    if (req.url?.startsWith('/api/')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ supportEmail: 'help@copilot.test' }));
    }
    files(req, res, () => void res.writeHead(404).end());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the built SPA under the deployed Content-Security-Policy', () => {
  let server: Server;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([serveWithCsp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
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
    await page.goto(url);
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await page.getByRole('dialog').waitFor();
    // sonner and Radix's scroll lock insert <style> elements at run time: they must apply.
    const styled = await page.evaluate(
      `[...document.querySelectorAll('style')].every((s) => s.sheet !== null)`,
    );
    expect(styled).toBe(true);
    await page.goto(`${url}/privacy-policy`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
    expect(violations).toEqual([]);
  });
});
