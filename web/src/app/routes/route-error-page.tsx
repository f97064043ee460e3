import { AlertTriangle, RotateCw } from 'lucide-react';
import { Link, useRouteError } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { Button, buttonVariants } from '@/components/ui/button';
import { describeRouteError } from './describe-route-error';

/** Shown in place of a screen that failed: what went wrong, a way home and a reload; the stack in development only. */
export function RouteErrorPage() {
  const { status, message, stack } = describeRouteError(useRouteError());
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <PageMeta
        title="Unexpected Application Error"
        description="Something went wrong on this page."
        noindex
      />
      <AlertTriangle className="size-12 text-amber-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Unexpected Application Error!</h1>
      {status && <p className="mt-4 text-lg font-semibold text-slate-800">{status}</p>}
      <p className="mt-2 text-lg break-words text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants({ size: 'lg' })}>
          Return to Home
        </Link>
        <Button variant="outline" size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" /> Reload
        </Button>
      </div>
      {import.meta.env.DEV && stack && (
        <pre
          tabIndex={0}
          className="mt-8 max-w-full overflow-x-auto rounded-lg bg-slate-900 p-4 text-left text-xs text-slate-100"
        >
          {stack}
        </pre>
      )}
    </div>
  );
}
