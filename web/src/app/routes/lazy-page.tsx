import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';

function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label="Loading page">
      <Spinner className="size-8" />
    </div>
  );
}

/** A route whose screen loads on demand, with a loading state while its code arrives on the first visit. */
export function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: async () => ({ Component: await load() }), HydrateFallback: PageLoading };
}
