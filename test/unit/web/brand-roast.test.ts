import { roastCopyText, roastFileName, roastMailto } from '@/features/brand-roast/export';
import { brandFormReady, emptyBrandForm } from '@/features/brand-roast/form-state';
import { validateBrandForm, validateEmail } from '@/features/brand-roast/validate';
import { normaliseWebsiteUrl } from '@lambdas/shared/contracts/website-url';
import { roastAnswer } from '../../support/brand-roast-fixtures';

describe('normaliseWebsiteUrl', () => {
  it.each([
    ['risebakery.com', 'https://risebakery.com'],
    ['www.risebakery.com', 'https://risebakery.com'],
    ['http://risebakery.com', 'https://risebakery.com'],
    ['https://www.risebakery.com/menu?day=1', 'https://risebakery.com/menu?day=1'],
    ['HTTPS://WWW.RiseBakery.com', 'https://RiseBakery.com'],
    ['  rise.example  ', 'https://rise.example'],
    ['wwwrise.example', 'https://wwwrise.example'],
    ['', ''],
    ['   ', ''],
  ])('turns %j into %j', (input, output) => {
    expect(normaliseWebsiteUrl(input)).toBe(output);
  });
});

describe('the brand form', () => {
  const filled = {
    ...emptyBrandForm,
    brandName: 'Rise Bakery',
    tagline: 'Quality bread',
    description: 'A bakery.',
    audience: 'Early risers',
  };

  it('is ready only once the four required fields hold more than spaces', () => {
    expect(brandFormReady(filled)).toBe(true);
    expect(brandFormReady({ ...filled, websiteURL: '' })).toBe(true);
    for (const key of ['brandName', 'tagline', 'description', 'audience'] as const) {
      expect(brandFormReady({ ...filled, [key]: '  ' })).toBe(false);
    }
  });

  it('sends the normalised address, and names a field the server would refuse', () => {
    const { outputLanguage: _blank, ...fields } = filled;
    expect(validateBrandForm({ ...filled, websiteURL: 'www.rise.example' })).toEqual({
      body: { ...fields, websiteURL: 'https://rise.example' },
    });
    expect(validateBrandForm({ ...filled, outputLanguage: 'ar' })).toMatchObject({
      body: { outputLanguage: 'ar' },
    });
    expect(validateBrandForm({ ...filled, outputLanguage: 'tlh' })).toEqual({
      errors: { outputLanguage: expect.stringContaining('We cannot write in "tlh"') },
    });
    expect(validateBrandForm({ ...filled, websiteURL: 'not a site' })).toEqual({
      errors: { websiteURL: 'must be a website address' },
    });
    expect(validateBrandForm({ ...filled, tagline: 'x'.repeat(301) })).toEqual({
      errors: { tagline: 'must be at most 300 characters' },
    });
  });

  it('checks the email step', () => {
    expect(validateEmail(' ana@example.com ')).toEqual({ email: 'ana@example.com' });
    expect(validateEmail('ana@example')).toEqual({ error: 'Please enter a valid email address.' });
  });
});

describe('exporting a roast', () => {
  const expected = [
    'ROAST',
    roastAnswer.roast,
    '',
    'REBUILD',
    'New Taglines:',
    '1. Bread worth waking up for',
    '2. Sold out by ten, for a reason',
    '3. Baked before the town wakes',
    '',
    'Elevator Pitch:',
    roastAnswer.rebuild.elevator_pitch,
    '',
    'Suggested Voice:',
    'warm, wry, plain-spoken',
  ].join('\n');

  it('copies the roast, numbered taglines, pitch and voice; a demo answer says so first', () => {
    expect(roastCopyText(roastAnswer, false)).toBe(expected);
    expect(roastCopyText(roastAnswer, true)).toBe(
      `Demo output: written by the built-in demo generator, not by an AI model.\n\n${expected}`,
    );
  });

  it('opens a mailto link with a subject naming the brand and the same text as body', () => {
    const url = new URL(roastMailto('Rise & Shine', roastAnswer, false));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('');
    expect(url.searchParams.get('subject')).toBe('Brand Roast & Rebuild: Rise & Shine');
    expect(url.searchParams.get('body')).toBe(expected);
  });

  it('names files after the brand', async () => {
    await expect(roastFileName('Rise Bakery', 'docx')).resolves.toBe('brand-roast-rise-bakery.docx');
    await expect(roastFileName('Café Crème!', 'pdf')).resolves.toBe('brand-roast-cafe-creme.pdf');
    await expect(roastFileName('小さなカフェ', 'pdf')).resolves.toMatch(
      /^brand-roast-brand-[0-9a-z]{7}\.pdf$/,
    );
  });
});
