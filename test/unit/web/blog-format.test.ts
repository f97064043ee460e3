import { pageNumbers } from '../../../web/src/features/blog/components/page-numbers';
import { formatPostDate } from '../../../web/src/features/blog/format-post-date';

describe('formatPostDate', () => {
  it('shows a calendar date as MM-dd-yyyy without any time zone shift', () => {
    expect(formatPostDate('2025-01-01')).toBe('01-01-2025');
    expect(formatPostDate('2024-12-31')).toBe('12-31-2024');
  });
});

describe('pageNumbers', () => {
  it('lists every page up to seven', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the ends and the neighbours of the current page, with gaps, past seven', () => {
    expect(pageNumbers(1, 143)).toEqual([1, 2, 'gap', 143]);
    expect(pageNumbers(72, 143)).toEqual([1, 'gap', 71, 72, 73, 'gap', 143]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageNumbers(143, 143)).toEqual([1, 'gap', 142, 143]);
  });
});
