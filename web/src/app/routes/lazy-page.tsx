import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';

/** A route's page module (its path under web/): the prerenderer names its chunks in the page's HTML. */
export interface PageHandle {
  module: string;
}

function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label="Loading page">
      <Spinner size="large" />
    </div>
  );
}

/** A route whose screen loads on demand, with a loading state while its code arrives on the first visit. */
export function lazyPage(
  load: () => Promise<ComponentType>,
  module: string,
): Pick<RouteObject, 'lazy' | 'HydrateFallback' | 'handle'> {
  const handle: PageHandle = { module };
  return { lazy: async () => ({ Component: await load() }), HydrateFallback: PageLoading, handle };
}
