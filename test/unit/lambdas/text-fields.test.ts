import * as z from '@lambdas/shared/contracts/zod';
import { requiredText, tooLong } from '@lambdas/shared/contracts/text-fields';

const messages = (schema: z.ZodMiniType, value: unknown) => {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the shared text fields', () => {
  it('names the field and its limit, digits grouped as en-US writes them', () => {
    expect(tooLong('Topic', 200)).toBe('Topic must be 200 characters or fewer.');
    expect(tooLong('The landing page copy', 20_000)).toBe(
      'The landing page copy must be 20,000 characters or fewer.',
    );
  });

  it('trims a required field, then asks for it when empty and refuses it over the limit', () => {
    const field = requiredText('Please enter your industry.', 5, 'Industry');
    expect(z.parse(field, '  bakes  ')).toBe('bakes');
    expect(messages(field, '   ')).toEqual(['Please enter your industry.']);
    expect(messages(field, 'bakery')).toEqual(['Industry must be 5 characters or fewer.']);
  });
});
