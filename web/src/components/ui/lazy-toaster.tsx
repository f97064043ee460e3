import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '@/lib/toast';

/** sonner's Toaster, fixed top-right so toasts never move the page; tells the facade once it listens. */
export function LazyToaster() {
  // Effects run child first: the Toaster has subscribed to sonner by the time this one runs.
  useEffect(() => {
    toasterMounted();
  }, []);
  return <Toaster richColors closeButton position="top-right" />;
}
