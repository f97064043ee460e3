import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '@lambdas/shared/contracts/blog';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { PostMetaLine } from './post-meta-line';

/** One post in the blog list: linked title, date, author, category, excerpt and 'Read more'. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const href = `${paths.blog}/${post.slug}`;
  return (
    <Card className="flex h-full flex-col transition-shadow hover:shadow-md">
      <CardHeader gap="wide">
        <h2 className="text-xl font-semibold leading-snug tracking-tight">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        <PostMetaLine post={post} />
      </CardHeader>
      <CardContent className="flex-1">
        <p className="text-slate-700">{post.excerpt}</p>
      </CardContent>
      <CardFooter>
        <Link
          to={href}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          Read more<span className="sr-only">: {post.title}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  );
}
