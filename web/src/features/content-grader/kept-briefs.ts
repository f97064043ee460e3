import { useEffect, useState } from 'react';
import { keepsEntry } from '@/lib/workspace/history-store';
import type { BriefTargets } from '@lambdas/content-grader/contract';
import type { briefTargets as BriefTargetsOf } from '@lambdas/content-grader/documents/brief-targets';

/** A brief kept in Recent results, as the grader offers it: its entry, how it is named, and its targets. */
export interface KeptBrief {
  id: string;
  label: string;
  targets: BriefTargets;
}

/** The brief's text and what it was asked for, from a kept entry (its latest refinement, if any). */
function keptBriefOf(
  briefTargets: typeof BriefTargetsOf,
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

/** The briefs of this browser's Recent results, newest first; history, its reader and the brief's parser load after the page. */
export function useKeptBriefs(): KeptBrief[] {
  const [briefs, setBriefs] = useState<KeptBrief[]>([]);
  useEffect(() => {
    let cancelled = false;
    const read = async () => {
      if (!(await keepsEntry((entry) => entry.tool === 'content-brief'))) return;
      const [{ listHistory, currentResult }, { briefTargets }] = await Promise.all([
        import('@/lib/workspace/history'),
        import('@lambdas/content-grader/documents/brief-targets'),
      ]);
      const found = (await listHistory())
        .filter((entry) => entry.tool === 'content-brief')
        .flatMap((entry) => keptBriefOf(briefTargets, entry, currentResult(entry)) ?? []);
      if (!cancelled) setBriefs(found);
    };
    read().catch(() => undefined); // IndexedDB unavailable: no briefs to offer
    return () => {
      cancelled = true;
    };
  }, []);
  return briefs;
}
