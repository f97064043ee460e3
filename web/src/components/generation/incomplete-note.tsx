import { AlertTriangle } from 'lucide-react';
import { PAGE_LANGUAGE } from './language-scope';

/** Marks text that a failed generation left half written, so it never reads as a finished result. */
export function IncompleteNote() {
  return (
    <p
      {...PAGE_LANGUAGE}
      className="mt-3 flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Incomplete: the answer stopped before it was finished.
    </p>
  );
}
