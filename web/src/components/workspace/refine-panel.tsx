import { Suspense } from 'react';
import type { RefinementState } from '@/lib/workspace/use-refinement';
import { lazyExport } from '@/lib/lazy-export';

// The bar and the refine contract (every tool's answer schema) load when a result first shows.
const RefineBar = lazyExport(() => import('./refine-bar'), 'RefineBar');

/** Under a finished result: the refine bar, loaded on first use. */
export function RefinePanel({ refinement, hidden }: { refinement: RefinementState; hidden?: boolean }) {
  if (!refinement.tool || hidden) return null;
  return (
    <Suspense>
      <RefineBar refinement={refinement} />
    </Suspense>
  );
}
