import { pageLinks } from '../../../web/src/features/blog/components/page-numbers';
import { formatPostDate } from '../../../web/src/features/blog/format-post-date';

describe('formatPostDate', () => {
  it('shows a calendar date as MM-dd-yyyy without any time zone shift', () => {
    expect(formatPostDate('2025-01-01')).toBe('01-01-2025');
    expect(formatPostDate('2024-12-31')).toBe('12-31-2024');
  });
});

const labels = (page: number, newerPages: number) =>
  pageLinks(page, newerPages).map((link) => (link === 'gap' ? '…' : link.label));

describe('pageLinks', () => {
  it('lists the newest page and the older ones, newest first, pages counted from the oldest', () => {
    expect(labels(1, 0)).toEqual(['1']);
    expect(labels(3, 0)).toEqual(['3', '2', '1']);
    expect(labels(1430, 0)).toEqual(['1430', '1429', '…', '1']);
  });

  it('links the newest page as /blog and names it Latest when it is not a neighbour', () => {
    expect(pageLinks(2, 1)[0]).toEqual({ label: '3', page: 'newest', href: '/blog' });
    expect(pageLinks(3, 0)[0]).toEqual({ label: '3', page: 'newest', href: '/blog' });
    expect(labels(500, 2)).toEqual(['Latest', '501', '500', '499', '…', '1']);
    expect(labels(500, 3)).toEqual(['Latest', '…', '501', '500', '499', '…', '1']);
    expect(pageLinks(500, 3)[2]).toEqual({ label: '501', page: 501, href: '/blog?page=501' });
  });
});
