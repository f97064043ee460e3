import * as z from '@lambdas/shared/contracts/zod';

describe('the zod entry point of product code', () => {
  it('gives built-in issues their English messages, which zod/mini does not load itself', () => {
    const Schema = z.object({ tone: z.enum(['bold', 'casual']), count: z.number().check(z.maximum(3)) });
    const result = Schema.safeParse({ tone: 'shy', count: 4 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid option: expected one of "bold"|"casual"',
      'Too big: expected number to be <=3',
    ]);
  });
});
