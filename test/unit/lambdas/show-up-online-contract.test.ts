import { OnlinePresenceRequestSchema } from '@lambdas/show-up-online/contract';
import { normaliseWebsiteUrl } from '@lambdas/shared/contracts/website-url';
import { presenceBody } from '../../support/show-up-online-fixtures';

describe('the website address normalisation', () => {
  it.each([
    ['crumbandco.com', 'https://crumbandco.com'],
    ['www.crumbandco.com', 'https://crumbandco.com'],
    ['http://crumbandco.com', 'https://crumbandco.com'],
    ['https://crumbandco.com', 'https://crumbandco.com'],
    ['HTTPS://WWW.crumbandco.com/menu', 'https://crumbandco.com/menu'],
    ['http://www.crumbandco.com/', 'https://crumbandco.com/'],
    ['  crumbandco.com  ', 'https://crumbandco.com'],
    ['wwwcrumb.com', 'https://wwwcrumb.com'],
    ['', ''],
    ['   ', ''],
  ])('turns %j into %j', (typed, sent) => {
    expect(normaliseWebsiteUrl(typed)).toBe(sent);
  });

  it('is idempotent, so the server may apply it again', () => {
    expect(normaliseWebsiteUrl(normaliseWebsiteUrl('http://www.crumbandco.com'))).toBe(
      'https://crumbandco.com',
    );
  });
});

describe('the online presence request', () => {
  it('normalises the address and splits competitors one per line', () => {
    const parsed = OnlinePresenceRequestSchema.parse(
      presenceBody({ websiteUrl: 'www.crumbandco.com', competitors: ' Golden Crust \n\n rival.example ' }),
    );
    expect(parsed.websiteUrl).toBe('https://crumbandco.com');
    expect(parsed.competitors).toEqual(['Golden Crust', 'rival.example']);
  });

  it('treats competitors as optional', () => {
    const { competitors: _omitted, ...body } = presenceBody();
    expect(OnlinePresenceRequestSchema.parse(body).competitors).toEqual([]);
  });

  it('names every missing or malformed field', () => {
    const result = OnlinePresenceRequestSchema.safeParse({
      companyName: ' ',
      websiteUrl: 'not a site',
      industry: '',
      competitors: Array.from({ length: 6 }, (_, i) => `rival ${i}`).join('\n'),
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['companyName', 'Please enter your company name.'],
      ['websiteUrl', 'Please enter a valid website address.'],
      ['industry', 'Please enter your industry.'],
      ['competitors', 'Please enter at most 5 competitors.'],
    ]);
  });

  it('caps every string', () => {
    const result = OnlinePresenceRequestSchema.safeParse(
      presenceBody({ companyName: 'x'.repeat(101), industry: 'y'.repeat(101) }),
    );
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Company name must be 100 characters or fewer.',
      'Industry must be 100 characters or fewer.',
    ]);
  });
});
