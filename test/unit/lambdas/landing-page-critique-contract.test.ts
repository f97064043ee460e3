import { CritiqueRequestSchema, critiqueFileName } from '@lambdas/landing-page-critique/contract';
import { critiqueTextBody, critiqueUrlBody } from '../../support/critique-fixtures';

const messages = (body: unknown) =>
  CritiqueRequestSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the critique request', () => {
  it('reads an address typed without a scheme as https, and an empty competitor as none', () => {
    const parsed = CritiqueRequestSchema.parse(
      critiqueUrlBody('risebakery.example/menu', { competitorUrl: '  ' }),
    );
    expect(parsed).toMatchObject({ landingPageUrl: 'https://risebakery.example/menu' });
    expect(parsed.competitorUrl).toBeUndefined();
    expect(
      CritiqueRequestSchema.parse(critiqueTextBody({ competitorUrl: 'rival.example' })).competitorUrl,
    ).toBe('https://rival.example');
  });

  it('names each missing required field', () => {
    expect(messages(critiqueUrlBody('', { industry: ' ', targetAudience: '' }))).toEqual([
      ['landingPageUrl', 'Please enter the URL of your landing page.'],
      ['industry', 'Please enter your industry.'],
      ['targetAudience', 'Please describe your target audience.'],
    ]);
    expect(messages(critiqueTextBody({ landingPageCopy: '' }))).toEqual([
      ['landingPageCopy', 'Please paste the copy of your landing page.'],
    ]);
  });

  it('refuses other schemes and overlong input', () => {
    expect(messages(critiqueUrlBody('ftp://example.com/'))).toEqual([
      ['landingPageUrl', 'The landing page URL must be a web address such as https://example.com.'],
    ]);
    expect(messages(critiqueTextBody({ landingPageCopy: 'x'.repeat(20_001) }))).toEqual([
      ['landingPageCopy', 'The landing page copy must be 20,000 characters or fewer.'],
    ]);
    expect(messages(critiqueTextBody({ conversionGoal: 'world-domination' }))?.[0]?.[0]).toBe(
      'conversionGoal',
    );
  });
});

describe('critiqueFileName', () => {
  const day = new Date(2026, 10, 22);
  it.each([
    ['https://www.risebakery.example/menu?x=1', 'landing-page-critique-risebakery.example-2026-11-22.docx'],
    ['http://shop.example:8080/', 'landing-page-critique-shop.example-2026-11-22.docx'],
    [undefined, 'landing-page-critique-text-2026-11-22.docx'],
  ])('names the critique of %s %s', (url, name) => {
    expect(critiqueFileName(url, day)).toBe(name);
  });
});
