import { useEffect } from 'react';
import { toast } from '@/lib/toast';

/** Shows the product rules' (docs/product.md#blog) destructive 'Error' toast once each time `failed` becomes true. */
export function useFailureToast(failed: boolean, description: string): void {
  useEffect(() => {
    if (failed) toast.error('Error', { description });
  }, [failed, description]);
}
