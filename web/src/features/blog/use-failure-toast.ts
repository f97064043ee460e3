import { useEffect } from 'react';
import { toast } from 'sonner';

/** Shows SPEC.md §8's destructive 'Error' toast once each time `failed` becomes true. */
export function useFailureToast(failed: boolean, description: string): void {
  useEffect(() => {
    if (failed) toast.error('Error', { description });
  }, [failed, description]);
}
