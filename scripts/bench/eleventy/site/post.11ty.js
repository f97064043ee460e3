/** One page per post, at `blog/<slug>/`. */
import { escapeHtml, pageHtml } from '../page.js';

/** @typedef {{ slug: string, title: string, author: string, category: string, excerpt: string, date: string, content: string }} Post */

export const data = {
  pagination: { data: 'posts', size: 1, alias: 'post' },
  /** @param {{ post: Post }} data */
  permalink: ({ post }) => `blog/${post.slug}/`,
};

/** @param {{ post: Post }} data */
export function render({ post }) {
  const body = `<article>
      <p>${escapeHtml(post.category)} · ${escapeHtml(post.date)} · ${escapeHtml(post.author)}</p>
      <h1>${escapeHtml(post.title)}</h1>
      ${post.content}
      <p><a href="/blog">Back to Blog</a></p>
    </article>`;
  return pageHtml({ title: post.title, description: post.excerpt, path: `/blog/${post.slug}`, body });
}
