import { listPublishedPosts } from '../../lambdas/blog-posts/service';
import { findPublishedPost } from '../../lambdas/blog-post/service';
import type { BlogPostSummary } from '../../lambdas/shared/contracts/blog';
import type { PagesRepository } from '../../lambdas/shared/repositories/pages-repository';
import type { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import type { PageSeed } from './renderer';
import { keyOfPath } from './site-info';

/** The stores the publisher reads: the admin CLI's repositories. */
export interface SiteRepositories {
  posts: PostsRepository;
  pages: PagesRepository;
}

/** One page of the editor layer: its URL path, the stored key (no leading slash) and its query cache. */
export interface SitePage {
  path: string;
  key: string;
  seeds: PageSeed[];
  /** Canonical pages go in the sitemap; a post's id URL only points at its slug. */
  inSitemap: boolean;
}

export interface EditorLayer {
  pages: SitePage[];
  /** Every published post, newest first (the feed's source). */
  posts: BlogPostSummary[];
}

/**
 * Every page the editor layer holds, seeded with exactly what the API routes answer (the same
 * services): each blog list page, each published post by slug and by id, each programmatic page.
 */
export async function editorLayer({ posts, pages }: SiteRepositories): Promise<EditorLayer> {
  const result: SitePage[] = [];
  const published: BlogPostSummary[] = [];
  const first = await listPublishedPosts(posts, 1);
  const lastPage = Math.max(1, Math.ceil(first.total / first.pageSize));
  for (let n = 1; n <= lastPage; n++) {
    const data = n === 1 ? first : await listPublishedPosts(posts, n);
    published.push(...data.posts);
    const key = n === 1 ? 'blog/index.html' : `blog/page/${n}/index.html`;
    const path = n === 1 ? '/blog' : `/blog?page=${n}`;
    result.push({ path, key, seeds: [{ queryKey: ['blog-posts', n], data }], inSitemap: true });
  }
  for (const summary of published) {
    for (const slugOrId of [summary.slug, summary.id]) {
      const data = await findPublishedPost(posts, slugOrId);
      const path = `/blog/${slugOrId}`;
      const seeds = [{ queryKey: ['blog-post', slugOrId], data }];
      result.push({ path, key: keyOfPath(path), seeds, inSitemap: slugOrId === summary.slug });
    }
  }
  for (const page of await pages.list()) {
    const path = `/tools/${page.slug}`;
    const seeds = [{ queryKey: ['programmatic-page', page.slug], data: page }];
    result.push({ path, key: keyOfPath(path), seeds, inSitemap: true });
  }
  return { pages: result, posts: published };
}

/** Whether a stored key belongs to the editor layer (what the publisher may write and remove). */
export const isEditorKey = (key: string): boolean =>
  key === 'sitemap.xml' ||
  key === 'rss.xml' ||
  /^blog\/(index\.html|page\/\d+\/index\.html|[^/]+\/index\.html)$/.test(key) ||
  /^tools\/[^/]+\/index\.html$/.test(key);
