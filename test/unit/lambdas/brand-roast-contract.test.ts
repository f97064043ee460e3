import { BrandFieldsSchema } from '@lambdas/brand-roast/contract';

const brand = (websiteURL: string) => ({
  brandName: 'Rise Bakery',
  websiteURL,
  tagline: 'Bread worth waking for',
  description: 'A bakery',
  audience: 'Early risers',
});

describe('the brand fields', () => {
  it('take a website address', () => {
    expect(BrandFieldsSchema.parse(brand('https://rise.example/menu')).websiteURL).toBe(
      'https://rise.example/menu',
    );
    expect(BrandFieldsSchema.safeParse(brand('https://rise')).success).toBe(false);
  });

  it('refuse an overlong address on its length alone, before the address pattern reads it', () => {
    // 32 KB of dots before a space: the pattern's backtracking is quadratic in what it reads.
    const result = BrandFieldsSchema.safeParse(brand(`https://${'a.'.repeat(16_000)} x`));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['must be at most 2048 characters']);
  });
});
