import { headerLinks, footerToolLinks } from '../../web/src/config/paths';
import { useSiteAndBrowser } from './support/site-and-browser';
import { openPage, phone, expectTexts } from './support/browser';

const ctx = useSiteAndBrowser({ env: { SUPPORT_EMAIL: 'help@copilot.test' } });

describe('header', () => {
  it('lists the tools in the product order, then the blog (read from the tool registry)', () => {
    expect(headerLinks.map((link) => link.label)).toEqual([
      'Content Brief Generator',
      'Content Grader',
      'Headline & Hook Writer',
      'Blog Topic Generator',
      'Landing Page Critique',
      'Show Up Online Tool',
      'YouTube Content Tool',
      'Blog',
    ]);
    expect(footerToolLinks.map((link) => link.to)).toEqual([
      '/content-brief',
      '/content-grader',
      '/headline-hook',
      '/blog-topic',
      '/landing-page-critique',
      '/linkedin-post',
    ]);
  });

  it('takes every link to its path and highlights it there, and only it', async () => {
    const { page, context } = await openPage(ctx.browser);
    await page.goto(ctx.site.url);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of headerLinks) {
      await nav.getByRole('link', { name: link.label, exact: true }).click();
      await page.waitForURL(`${ctx.site.url}${link.to}`);
      // The router pushes the URL before its transition render commits: wait for the highlight itself.
      await nav
        .getByRole('link', { name: link.label, exact: true })
        .and(nav.locator('[aria-current="page"]'))
        .waitFor();
      await expect(nav.locator('[aria-current="page"]').allTextContents()).resolves.toEqual([link.label]);
      const box = await nav.getByRole('link', { name: link.label, exact: true }).boundingBox();
      expect(box!.width).toBeLessThanOrEqual(140);
    }
    await page.getByRole('link', { name: 'Content Co-Pilot' }).first().click();
    await page.waitForURL(`${ctx.site.url}/`);
    await context.close();
  });

  it('opens a 300px drawer from the menu button on a phone, navigates and closes it', async () => {
    const { page, context } = await openPage(ctx.browser, phone);
    await page.goto(ctx.site.url);
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await page.waitForFunction(() => {
      const box = document.querySelector('[role="dialog"]')!.getBoundingClientRect();
      return box.left === 0 && box.width === 300;
    });
    await drawer.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${ctx.site.url}/blog`);
    await drawer.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('cookie notice', () => {
  it('shows the notice until closed, then stays hidden after a reload', async () => {
    const { page, context } = await openPage(ctx.browser);
    await page.goto(ctx.site.url);
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice.innerText()).resolves.toContain(
      'This site uses cookies to analyze traffic. By using this site, you agree to our Privacy Policy.',
    );
    await expect(notice.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).resolves.toBe(
      '/privacy-policy',
    );
    await notice.getByRole('button', { name: 'Close cookie notice' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(notice.count()).resolves.toBe(0);
    await expect(page.evaluate(() => localStorage.getItem('cookieConsentSeen'))).resolves.toBe('true');
    await context.close();
  });
});

describe('contact dialog', () => {
  it('refuses an empty or malformed form, then opens the mail client with the message', async () => {
    const { page, context } = await openPage(ctx.browser);
    await page.goto(ctx.site.url);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Message').getAttribute('rows')).resolves.toBe('4');

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectTexts(dialog.getByRole('alert'), [
      'Please enter your name.',
      'Please enter your email address.',
      'Please enter a message.',
    ]);

    await dialog.getByLabel('Name').fill('Dana Baker');
    await dialog.getByLabel('Email').fill('dana@bakery');
    await dialog.getByLabel('Message').fill('Do you have a guide for bakeries?');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectTexts(dialog.getByRole('alert'), ['Please enter a valid email address.']);

    await dialog.getByLabel('Email').fill('dana@bakery.example');
    const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const url = new URL((await mailto).url());
    expect(url.pathname).toBe('help@copilot.test');
    expect(url.searchParams.get('subject')).toBe('Contact form message from Dana Baker');
    expect(url.searchParams.get('body')).toBe(
      'Name: Dana Baker\nEmail: dana@bakery.example\n\nDo you have a guide for bakeries?',
    );
    await page.getByText('Email client opened').waitFor();
    await page
      .getByText('Your default email application should now be open with the message pre-filled.')
      .waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Contact Us' }).getByLabel('Name').inputValue(),
    ).resolves.toBe('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('pages', () => {
  it('shows the home page with its intro and its tool grid (the six of the specification and the Content Grader)', async () => {
    const { page, context } = await openPage(ctx.browser);
    await page.goto(ctx.site.url);
    await page
      .getByRole('heading', { level: 1, name: 'Your friendly co-pilot for content marketing' })
      .waitFor();
    const grid = page.getByRole('region', { name: 'What do you need help with today?' });
    const links = grid.getByRole('link');
    await expect(links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).resolves.toEqual([
      '/content-brief',
      '/content-grader',
      '/headline-hook',
      '/blog-topic',
      '/landing-page-critique',
      '/show-up-online',
      '/youtube-analysis',
    ]);
    await expect(page.title()).resolves.toBe('Content Co-Pilot');
    await context.close();
  });

  it('has a footer with the tools, resources, contact, copyright and privacy link', async () => {
    const { page, context } = await openPage(ctx.browser);
    await page.goto(ctx.site.url);
    const footer = page.getByRole('contentinfo');
    const tools = footer.getByRole('navigation', { name: 'Tools' }).getByRole('link');
    await expect(tools.allTextContents()).resolves.toEqual(footerToolLinks.map((link) => link.label));
    const resources = footer.getByRole('navigation', { name: 'Resources' });
    for (const name of ['Content Marketing Guide', 'Content Strategy Templates', 'Blog']) {
      await resources.getByRole('link', { name }).waitFor();
    }
    await resources.getByRole('link', { name: 'Content Marketing Guide' }).click();
    expect(page.url()).toBe(`${ctx.site.url}/`);
    await expect(footer.innerText()).resolves.toContain(`© ${new Date().getFullYear()} Content Co-Pilot`);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`${ctx.site.url}/privacy-policy`);
    await context.close();
  });

  it('renders the privacy policy with its date and the configured contact address', async () => {
    const { page, context } = await openPage(ctx.browser);
    await page.goto(`${ctx.site.url}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByText('Last updated June 20, 2025').waitFor();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(
      expect.arrayContaining([
        'Information we collect',
        'No selling or sharing',
        'Your rights',
        'Cookies and analytics',
        'Storage and security',
        'Changes to this policy',
      ]),
    );
    await expect(page.getByRole('link', { name: 'help@copilot.test' }).getAttribute('href')).resolves.toBe(
      'mailto:help@copilot.test',
    );
    await expect(page.title()).resolves.toBe('Privacy Policy | Content Co-Pilot');
    await context.close();
  });

  it('shows the 404 page for an unknown path, logs the path and returns home', async () => {
    const { page, context, consoleMessages } = await openPage(ctx.browser);
    await page.goto(`${ctx.site.url}/no/such-page`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(consoleMessages).toContainEqual(expect.stringMatching(/^warning: 404 Error: .*\/no\/such-page/));
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${ctx.site.url}/`);
    await context.close();
  });
});
