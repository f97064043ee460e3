import { paths } from '@/config/paths';

/** One entry of the blog's page links: a page, or `'gap'` for pages skipped. */
export type PageLink = { label: string; page: number | 'newest'; href: string } | 'gap';

/** The address of list page `page`; the newest page is /blog. */
export const pageHref = (page: number | 'newest') =>
  page === 'newest' ? paths.blog : `${paths.blog}?page=${page}`;

/**
 * The page links around `page`, newest first: the newest page ('Latest' when it is not a neighbour), the
 * neighbours, and page 1 (the oldest), with gaps. They depend on the pages newer than this one only up to
 * three, so an older page's links stay the same when posts are added (pages are numbered from the oldest).
 */
export function pageLinks(page: number, newerPages: number): PageLink[] {
  const link = (n: number): PageLink => {
    const target = n >= page && n - page === newerPages ? 'newest' : n;
    return { label: String(n), page: target, href: pageHref(target) };
  };
  const links: PageLink[] = [];
  if (newerPages >= 2) links.push({ label: 'Latest', page: 'newest', href: paths.blog });
  if (newerPages >= 3) links.push('gap');
  if (newerPages >= 1) links.push(link(page + 1));
  links.push(link(page));
  if (page >= 2) links.push(link(page - 1));
  if (page >= 4) links.push('gap');
  if (page >= 3) links.push(link(1));
  return links;
}
