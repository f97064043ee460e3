import { useEffect } from 'react';
import { cn } from '@/lib/cn';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import type { BlogPost } from '@lambdas/shared/contracts/blog';
import { PageMeta } from '@/components/page-meta';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-errors';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/head/structured-data';
import { blogPostQuery } from './api/blog-queries';
import { PostContent } from './components/post-content';
import { PostMetaLine } from './components/post-meta-line';
import { useFailureToast } from './use-failure-toast';

const postJsonLd = (siteUrl: string, post: BlogPost) => {
  const path = `/blog/${post.slug}`;
  return [
    blogPostingJsonLd(siteUrl, {
      title: post.title,
      description: post.excerpt,
      author: post.author,
      published: post.date,
      path,
    }),
    breadcrumbJsonLd(siteUrl, [
      ['Blog', paths.blog],
      [post.title, path],
    ]),
  ];
};

function PostSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        Loading blog post…
      </p>
      <Skeleton className="h-10 w-4/5" />
      <Skeleton className="h-4 w-1/3" />
      <div className="mt-6 flex flex-col gap-3">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className={i % 3 === 2 ? 'h-4 w-2/3' : 'h-4 w-full'} />
        ))}
      </div>
    </div>
  );
}

function PostNotFound() {
  return (
    <div className="py-12 text-center">
      <PageMeta
        title="Post Not Found"
        description="The blog post you are looking for does not exist."
        noindex
      />
      <h1 className="text-3xl font-bold tracking-tight">Post Not Found</h1>
      <p className="mt-4 text-slate-600">Sorry, the blog post you&apos;re looking for doesn&apos;t exist.</p>
    </div>
  );
}

/** The post may well exist: the server or the network failed, so offer another try rather than 'not found'. */
function PostLoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className="py-12 text-center">
      <PageMeta title="Blog post unavailable" description="The blog post could not be loaded." noindex />
      <h1 className="text-3xl font-bold tracking-tight">Failed to load blog post</h1>
      <p className="mt-4 text-slate-600">Something went wrong while loading this post. Please try again.</p>
      <Button variant="outline" className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying && <Spinner />}
        {retrying ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  );
}

export function BlogPostPage() {
  const { id = '' } = useParams();
  const { data: post, isPending, isError, isFetching, error, refetch } = useQuery(blogPostQuery(id));
  const missing = error instanceof ApiError && error.status === 404;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);
  useFailureToast(isError && !missing, 'Failed to load blog post. Please try again.');

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to={paths.blog} className={cn(buttonVariants({ variant: 'ghost' }), '-ml-3 mb-8')}>
        <ArrowLeft aria-hidden="true" />
        Back to Blog
      </Link>
      {isPending ? (
        <>
          <PageMeta title="Blog" description="Practical marketing tips for small businesses." />
          <PostSkeleton />
        </>
      ) : missing ? (
        <PostNotFound />
      ) : isError ? (
        <PostLoadFailed retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <article>
          <PageMeta
            title={post.title}
            description={post.excerpt}
            canonicalPath={`/blog/${post.slug}`}
            type="article"
            feed
            jsonLd={(siteUrl) => postJsonLd(siteUrl, post)}
          />
          <h1 className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{post.title}</h1>
          <PostMetaLine post={post} className="mt-4" />
          <div className="mt-8">
            <PostContent html={post.content} />
          </div>
        </article>
      )}
    </div>
  );
}
