import { Suspense, useEffect, useState } from 'react';
import { registerToastHost } from '@/lib/toast';
import { lazyExport } from '@/lib/lazy-export';

const LazyToaster = lazyExport(() => import('./lazy-toaster'), 'LazyToaster');

/** Where toasts appear: renders nothing (and loads no toast code) until the first toast is asked for. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const unregister = registerToastHost(() => setWanted(true));
    return unregister;
  }, []);
  if (!wanted) return null;
  return (
    <Suspense>
      <LazyToaster />
    </Suspense>
  );
}
