import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { BLOG_PAGE_SIZE } from '@lambdas/blog-posts/contract';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-errors';
import { breadcrumbJsonLd } from '@/lib/head/structured-data';
import { blogPostsQuery } from './api/blog-queries';
import { BlogPagination } from './components/blog-pagination';
import { PostCard } from './components/post-card';
import { PostCardSkeleton } from './components/post-card-skeleton';
import { useFailureToast } from './use-failure-toast';

/** `?page=N` when N is a whole number from 1 (pages count from the oldest); anything else is the newest page. */
const pageFrom = (value: string | null): number | 'newest' => {
  const page = Number(value ?? 'x');
  return Number.isInteger(page) && page >= 1 ? page : 'newest';
};

export function BlogListPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const { data, isPending, isError, error, refetch } = useQuery(blogPostsQuery(page));
  const outOfRange = error instanceof ApiError && error.status === 400;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);

  useEffect(() => {
    window.scrollTo({ top: 0 });
    // After a page change, start screen-reader and keyboard users at the top of the new page.
    if (shownPage.current !== page) heading.current?.focus({ preventScroll: true });
    shownPage.current = page;
  }, [page]);

  // A page number past the newest one is ignored: show the newest page instead.
  useEffect(() => {
    if (outOfRange) setSearch({}, { replace: true });
  }, [outOfRange, setSearch]);
  useFailureToast(isError && !outOfRange, 'Failed to load blog posts. Please try again.');

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta
        title={page === 'newest' ? 'Blog' : `Blog (page ${page})`}
        description="Practical marketing tips for small businesses: email, SEO, content, social media and AI tools, explained in plain words."
        canonicalPath={
          page === 'newest' || data?.newerPages === 0 ? paths.blog : `${paths.blog}?page=${page}`
        }
        feed
        jsonLd={(siteUrl) => [breadcrumbJsonLd(siteUrl, [['Blog', paths.blog]])]}
      />
      <header className="mx-auto max-w-3xl text-center">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-4xl font-bold tracking-tight outline-none sm:text-5xl"
        >
          Blog
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          Practical marketing tips for small businesses: how to get found, write content people want to read
          and turn readers into customers, without a big budget or a marketing team.
        </p>
      </header>

      <section aria-label="Blog posts" aria-busy={isPending} className="mt-12">
        {isPending || outOfRange ? (
          <>
            <p role="status" className="sr-only">
              Loading blog posts…
            </p>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => (
                <li key={i}>
                  <PostCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : isError ? (
          <div className="flex flex-col items-center gap-4 py-16 text-center">
            <p className="text-lg text-slate-700">Failed to load blog posts.</p>
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : data.posts.length === 0 ? (
          <div className="py-16 text-center">
            <h2 className="text-2xl font-semibold">No blog posts found</h2>
            <p className="mt-2 text-slate-600">Check back soon for new content!</p>
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {data && <BlogPagination page={data.page} newerPages={data.newerPages} />}
    </div>
  );
}
