import type { BlogPostSummary } from '@lambdas/shared/contracts/blog';
import { cn } from '@/lib/cn';
import { formatPostDate } from '../format-post-date';

/** The date, author and category of a post, on one line. */
export function PostMetaLine({
  post,
  className,
}: {
  post: Pick<BlogPostSummary, 'date' | 'author' | 'category'>;
  className?: string;
}) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600', className)}>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.author}</span>
      <span aria-hidden="true">·</span>
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
        {post.category}
      </span>
    </p>
  );
}
