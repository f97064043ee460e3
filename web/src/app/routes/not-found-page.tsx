import { useEffect } from 'react';
import { cn } from '@/lib/cn';
import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { buttonVariants } from '@/components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A warning, not an error: the visit is logged without failing Lighthouse's console-errors audit.
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Page Not Found" description="The page you are looking for does not exist." noindex />
      <h1 className="text-4xl font-bold tracking-tight">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">
        The page you&apos;re looking for might have been moved or doesn&apos;t exist.
      </p>
      <Link to="/" className={cn(buttonVariants({ size: 'lg' }), 'mt-8')}>
        Return to Home
      </Link>
    </div>
  );
}
