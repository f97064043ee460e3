import { useEffect, useState } from 'react';
import type { BriefTargets } from '@lambdas/content-grader/contract';
import { briefTargets } from '@lambdas/content-grader/documents/brief-targets';

/** A brief kept in Recent results, as the grader offers it: its entry, how it is named, and its targets. */
export interface KeptBrief {
  id: string;
  label: string;
  targets: BriefTargets;
}

/** The brief's text and what it was asked for, from a kept entry (its latest refinement, if any). */
function keptBriefOf(
  entry: { id: string; at: number; body: unknown },
  shown: unknown,
): KeptBrief | undefined {
  const text = (shown as { data?: { text?: unknown } } | undefined)?.data?.text;
  if (typeof text !== 'string' || !text.trim()) return undefined;
  const body = entry.body as { topic?: string; primaryKeywords?: string[] | string } | undefined;
  const keywords = body?.primaryKeywords;
  const asked = Array.isArray(keywords) ? keywords[0] : keywords?.split(',')[0];
  const day = new Date(entry.at).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
  return { id: entry.id, label: `${body?.topic ?? 'A brief'} (${day})`, targets: briefTargets(text, asked) };
}

/** The briefs of this browser's Recent results, newest first; history and its reader load after the page. */
export function useKeptBriefs(): KeptBrief[] {
  const [briefs, setBriefs] = useState<KeptBrief[]>([]);
  useEffect(() => {
    let cancelled = false;
    void import('@/lib/workspace/history')
      .then(async ({ listHistory, currentResult }) =>
        (await listHistory())
          .filter((entry) => entry.tool === 'content-brief')
          .flatMap((entry) => keptBriefOf(entry, currentResult(entry)) ?? []),
      )
      .then((found) => cancelled || setBriefs(found))
      .catch(() => undefined); // IndexedDB unavailable: no briefs to offer
    return () => {
      cancelled = true;
    };
  }, []);
  return briefs;
}
