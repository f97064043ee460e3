import { useEffect, useMemo, useState } from 'react';
import { History } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { tools } from '@/config/tools';
import { downloadBlob, localDate } from '@/lib/download';
import { track } from '@/lib/events/track';
import { toast } from '@/lib/toast';
import { keepForm } from '@/lib/workspace/kept-form';
import { clearHistory, deleteEntry, listHistory, type HistoryEntry } from '@/lib/workspace/history';
import { RESULT_PARAM } from '@/lib/workspace/history-store';
import { ClearAllDialog } from './clear-all-dialog';
import { demoLineOf, firstLine, resultCopy, resultText, subjectOf } from './result-text';

const toolOf = (id: string) => tools.find((tool) => tool.id === id);
/** The input that tells this result from the tool's others (a topic, keyword or brand). */
const subject = (entry: HistoryEntry) => subjectOf(entry, toolOf(entry.tool)?.subject ?? []);
let dateTime: Intl.DateTimeFormat | undefined;
/** One formatter for the list: building one per entry took most of a 100-entry list's time. */
const when = (at: number) =>
  (dateTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })).format(at);

/** What a row shows of an entry, worked out once per list. */
const rowOf = (entry: HistoryEntry) => ({
  entry,
  label: toolOf(entry.tool)?.label ?? entry.tool,
  subject: subject(entry),
  demo: demoLineOf(entry),
  preview: firstLine(resultText(entry)),
  when: when(entry.at),
});

/** 'Recent results': what this browser kept, newest first, each with Open, Copy, Download and Delete. */
export function RecentResultsPage() {
  const [entries, setEntries] = useState<HistoryEntry[]>();
  const rows = useMemo(() => entries?.map(rowOf), [entries]);
  const navigate = useNavigate();
  const reload = () =>
    void listHistory()
      .then(setEntries)
      .catch(() => setEntries([]));
  useEffect(reload, []);

  function open(entry: HistoryEntry) {
    const tool = toolOf(entry.tool);
    if (!tool) return;
    keepForm(tool.id, entry.form);
    void navigate(`${tool.path}?${RESULT_PARAM}=${encodeURIComponent(entry.id)}`);
  }
  async function copy(entry: HistoryEntry) {
    try {
      await navigator.clipboard.writeText(resultCopy(entry));
      track({ name: 'result_copy' });
      toast.success('Copied to clipboard');
    } catch {
      toast.error('Copy failed: your browser did not allow it.');
    }
  }
  const download = (entry: HistoryEntry) =>
    downloadBlob(
      new Blob([resultCopy(entry)], { type: 'text/plain;charset=utf-8' }),
      `${entry.tool}-${localDate(new Date(entry.at))}.txt`,
    );
  const remove = (entry: HistoryEntry) => void deleteEntry(entry.id).then(reload);
  const clear = () => void clearHistory().then(reload);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageMeta
        title="Recent results"
        description="The results you generated in this browser, kept here and nowhere else."
        noindex
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Recent results</h1>
        {entries && entries.length > 0 && <ClearAllDialog count={entries.length} onClear={clear} />}
      </div>
      <p className="mt-2 text-slate-700">
        Your last 100 results and their refinements, newest first. They stay in this browser only.
      </p>
      {entries?.length === 0 && (
        <p className="mt-10 flex items-center gap-2 text-slate-600">
          <History className="size-5" aria-hidden="true" /> No results yet: the tools keep each result here.
        </p>
      )}
      <ol className="mt-6 flex flex-col gap-3">
        {rows?.map(({ entry, label, subject, demo, preview, when }) => (
          <li key={entry.id} className="rounded-xl border border-slate-200 p-4">
            {/* The subject leads (a brand, topic or keyword): rows of one tool, or one trade's samples, differ. */}
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold" dir="auto">
                {subject ?? label}
              </h2>
              <time className="text-sm text-slate-500" dateTime={new Date(entry.at).toISOString()}>
                {when}
              </time>
            </div>
            {subject ? <p className="text-sm text-slate-600">{label}</p> : null}
            <p className="mt-1 line-clamp-2 text-sm text-slate-700" dir="auto">
              {preview}
            </p>
            {demo && <p className="mt-1 text-sm text-amber-900">{demo}</p>}
            {entry.refinements.length > 0 && (
              <p className="mt-1 text-xs text-slate-500">
                Refined: {entry.refinements.map((refinement) => refinement.label).join(' → ')}
              </p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => open(entry)}>
                Open
              </Button>
              <Button size="sm" variant="outline" onClick={() => void copy(entry)}>
                Copy
              </Button>
              <Button size="sm" variant="outline" onClick={() => download(entry)}>
                Download
              </Button>
              <Button size="sm" variant="ghost" onClick={() => remove(entry)}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
