import { findPublishedPost } from '../../lambdas/blog-post/service';
import { NEWER_PAGES_SHOWN } from '../../lambdas/blog-posts/contract';
import { listPublishedPosts, pagesOf } from '../../lambdas/blog-posts/service';
import { BLOG_PAGE_SIZE, type BlogPost, type BlogPostSummary } from '../../lambdas/shared/contracts/blog';
import type { PagesRepository } from '../../lambdas/shared/repositories/pages-repository';
import { summaryOf } from '../../lambdas/shared/repositories/post-items';
import type { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import type { PageSeed } from './renderer';
import { keyOfPath } from './site-info';

/** The stores the publisher reads: the admin CLI's repositories. */
export interface SiteRepositories {
  posts: PostsRepository;
  pages: PagesRepository;
}

/** What an editor changed: the posts (ids) and programmatic pages (slugs) whose own pages to render. */
export interface PublishScope {
  posts?: readonly string[];
  pages?: readonly string[];
}

/** One render of the editor layer, written to every key in `keys`. */
export interface SitePage {
  path: string;
  keys: string[];
  seeds: PageSeed[];
}

export interface EditorLayer {
  /** Every key the editor layer holds now, with the URL path the sitemap lists it under, if any. */
  keys: Map<string, string | undefined>;
  /** The pages to render: all of them, or those a scoped change touches. */
  render: SitePage[];
  /** The redirect objects to write with them: a post's id key and the address of its page (`/blog/<slug>`). */
  redirects: Map<string, string>;
  /** Every published post, newest first (the feed's source). */
  posts: BlogPostSummary[];
  /** The newest list page now, and before this change (past it, old list pages are removed). */
  lastPage: number;
  previousLastPage: number;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The list pages a change touches: those whose posts changed, and those whose links name the newest. */
function touchedListPages(
  changed: Iterable<number>,
  last: number,
  lastBefore: number,
  ofPosts: Iterable<number>,
): number[] {
  const near = (newest: number) => range(newest - NEWER_PAGES_SHOWN, newest);
  const pages = new Set([...changed, ...near(last), ...near(lastBefore), ...ofPosts]);
  return [...pages].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
}

/** A published post's page, at its slug URL; its id URL is a redirect to it (infra/edge/redirect.ts). */
function postPage(post: BlogPost, redirects: Map<string, string>): SitePage {
  const path = `/blog/${post.slug}`;
  redirects.set(keyOfPath(`/blog/${post.id}`), path);
  return { path, keys: [keyOfPath(path)], seeds: [{ queryKey: ['blog-post', post.slug], data: post }] };
}

/**
 * The editor layer after a change (docs/architecture.md#publishing): numbers the list pages, lists every key
 * the layer should hold, and picks what to render, seeded with exactly what the API routes answer (the same
 * services). Without a scope it renders everything (`site render`); with one, the changed posts' and pages'
 * own pages, the newest list page and the list pages whose posts or links changed.
 */
export async function editorLayer({ posts, pages }: SiteRepositories, scope?: PublishScope) {
  const numbering = await posts.renumberPages(BLOG_PAGE_SIZE);
  const published = numbering.posts;
  const last = pagesOf(published.length);
  const keys = new Map<string, string | undefined>([['blog/index.html', '/blog']]);
  for (let n = 1; n <= last; n++) {
    keys.set(`blog/page/${n}/index.html`, n === last ? undefined : `/blog?page=${n}`);
  }
  for (const post of published) {
    keys.set(keyOfPath(`/blog/${post.slug}`), `/blog/${post.slug}`);
    keys.set(keyOfPath(`/blog/${post.id}`), undefined);
  }
  const allPages = await pages.list();
  for (const page of allPages) keys.set(keyOfPath(`/tools/${page.slug}`), `/tools/${page.slug}`);

  const touched = new Set(scope?.posts ?? []);
  const listPages = scope
    ? touchedListPages(
        numbering.changedPages,
        last,
        pagesOf(numbering.previousTotal),
        published.filter((post) => touched.has(post.id)).map((post) => post.listPage),
      )
    : range(1, last);
  const render: SitePage[] = [];
  const redirects = new Map<string, string>();
  const newest = await listPublishedPosts(posts);
  render.push({
    path: '/blog',
    keys: ['blog/index.html'],
    seeds: [{ queryKey: ['blog-posts', 'newest'], data: newest }],
  });
  for (const n of listPages) {
    const data = n === last ? newest : await listPublishedPosts(posts, n);
    const path = `/blog?page=${n}`;
    render.push({
      path,
      keys: [`blog/page/${n}/index.html`],
      seeds: [{ queryKey: ['blog-posts', n], data }],
    });
  }
  if (scope) {
    for (const id of touched) {
      if (published.some((post) => post.id === id))
        render.push(postPage(await findPublishedPost(posts, id), redirects));
    }
  } else {
    for (const record of await posts.listAll()) {
      if (!record.published) continue;
      render.push(postPage({ ...summaryOf({ ...record }), content: record.content }, redirects));
    }
  }
  const wantedPages = scope ? new Set(scope.pages ?? []) : undefined;
  for (const page of allPages) {
    if (wantedPages && !wantedPages.has(page.slug)) continue;
    const path = `/tools/${page.slug}`;
    render.push({
      path,
      keys: [keyOfPath(path)],
      seeds: [{ queryKey: ['programmatic-page', page.slug], data: page }],
    });
  }
  return {
    keys,
    render,
    redirects,
    posts: published.map(({ listPage: _page, ...summary }) => summary),
    lastPage: last,
    previousLastPage: pagesOf(numbering.previousTotal),
  } satisfies EditorLayer;
}

/** Whether a stored key belongs to the editor layer (what the publisher may write and remove). */
export const isEditorKey = (key: string): boolean =>
  /^(sitemap(-\d+)?|rss)\.xml$/.test(key) ||
  /^blog\/(index\.html|page\/\d+\/index\.html|[^/]+\/index\.html)$/.test(key) ||
  /^tools\/[^/]+\/index\.html$/.test(key);
