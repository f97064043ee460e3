/** The list pages: seven posts a page, newest first, at `blog/page/N/`. */
import { escapeHtml, pageHtml } from '../page.js';

/** @typedef {{ slug: string, title: string, excerpt: string, date: string }} Post */

export const data = {
  pagination: { data: 'posts', size: 7, alias: 'list' },
  /** @param {{ pagination: { pageNumber: number } }} data */
  permalink: ({ pagination }) => `blog/page/${pagination.pageNumber + 1}/`,
};

/** @param {{ list: Post[], pagination: { pageNumber: number } }} data */
export function render({ list, pagination }) {
  const items = list
    .map(
      (post) =>
        `<li><a href="/blog/${post.slug}"><h2>${escapeHtml(post.title)}</h2></a><p>${escapeHtml(post.date)}</p><p>${escapeHtml(post.excerpt)}</p></li>`,
    )
    .join('\n      ');
  const n = pagination.pageNumber + 1;
  return pageHtml({
    title: `Blog, page ${n}`,
    description: 'Practical marketing tips for small businesses.',
    path: `/blog?page=${n}`,
    body: `<h1>Blog</h1>\n    <ul>\n      ${items}\n    </ul>`,
  });
}
