import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_FEEDBACK_MS } from '@/config/timings';
import { track } from './events/track';

/**
 * Copies text and reports `copied` for 2 seconds (docs/product.md#tool-pages), counting the copy. `copy` resolves false when the
 * browser refuses clipboard access, so callers can show their own failure message.
 */
export function useCopyFeedback() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    track({ name: 'result_copy' });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return true;
  }, []);
  return { copied, copy };
}
