import { contentSecurityPolicy } from '../../infra/constructs/site-headers';
import { hashAddress } from '../../lambdas/shared/email/address-hash';
import { LOCAL_UNSUBSCRIBE_SECRET } from '../../lambdas/shared/email/unsubscribe-secret';
import { signUnsubscribeToken, unsubscribeUrl } from '../../lambdas/shared/email/unsubscribe-token';
import { optOutsIn } from '../support/leads';
import { phone } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const ctx = useSiteAndBrowser();

describe('the unsubscribe link in a roast email', () => {
  it('asks first, then unsubscribes with one press, under the deployed Content-Security-Policy', async () => {
    const address = 'ivy@example.com';
    const link = unsubscribeUrl(
      ctx.site.url,
      signUnsubscribeToken(hashAddress(address), LOCAL_UNSUBSCRIBE_SECRET),
    );
    // Not openPage: this is a page of the API, not of the SPA, so there is no hydration to wait for.
    const context = await ctx.browser.newContext(phone);
    const page = await context.newPage();
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (e) =>
        window.reportViolation(e.violatedDirective + ' ' + e.blockedURI));`,
    });
    // CloudFront adds the site's CSP to every answer, the API's pages included.
    await page.route('**/api/unsubscribe?*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': contentSecurityPolicy },
      });
    });

    await page.goto(link);
    await page.getByRole('heading', { name: 'Unsubscribe from roast emails?' }).waitFor();
    expect(await optOutsIn(ctx.site.store).isOptedOut(address)).toBe(false);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: "You're unsubscribed" }).waitFor();
    expect(page.url()).toBe(link);
    expect(await optOutsIn(ctx.site.store).isOptedOut(address)).toBe(true);
    await context.close();
    expect(violations).toEqual([]);
  });
});
