import type { DemoSample } from '@lambdas/shared/contracts/generation';
import { DemoNote, GenerationErrorAlert } from '@/components/generation/result-notes';
import type { Demo } from '@/lib/demo-output';
import { Suspense, useMemo } from 'react';
import { Heading } from 'lucide-react';
import type { HeadlineBody } from '@lambdas/headline-hook/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyButton } from '@/components/generation/copy-button';
import { DownloadDocxButton } from '@/components/generation/download-docx-button';
import { copyFailedToast, downloadFailedToast } from '@/components/generation/result-toasts';
import { localDate } from '@/lib/download';
import { lazyExport } from '@/lib/lazy-export';
import { loadHeadlineList as list } from '../api/generate-headlines';
import { parseItems } from '../parse-items';
import { errorWording } from '../errors';
import { RubricExplainer } from './rubric-explainer';

// The list with its scores (the rubric's measures, stemmer and word lists) loads with the first items.
const HeadlineList = lazyExport(list, 'HeadlineList');
const exports = () => import('../export');

interface HeadlineResultsProps {
  /** The request the shown list answers; undefined before the first generation. */
  request: HeadlineBody | undefined;
  text: string;
  generating: boolean;
  demo: Demo;
  sample?: DemoSample | undefined;
  error: unknown;
}

/** The results panel: a 500px scrolling list with Copy All, Download DOCX and per-item copy. */
export function HeadlineResults({ request, text, generating, demo, sample, error }: HeadlineResultsProps) {
  const mode = request?.mode ?? 'headlines';
  const contentType = request?.mode === 'headlines' ? request.contentType : undefined;
  const items = useMemo(() => parseItems(text), [text]);
  /** The items with their scores, as copied and filed. */
  const scored = async () => (await list()).scoredItems(items, mode, contentType);
  // A failed stream may leave part of a list: shown, marked incomplete, never offered as a result.
  const incomplete = !generating && Boolean(error) && items.length > 0;
  const ready = !generating && !error && items.length > 0;
  const noun = mode === 'hooks' ? 'hooks' : 'headlines';
  let status = '';
  if (generating) status = `Generating ${noun}...`;
  else if (incomplete) status = `Your ${noun} stopped before they were finished.`;
  else if (ready) status = `${items.length} ${noun} ready.`;
  return (
    <Card className="flex flex-col">
      <CardHeader gap="wide">
        <CardTitle>{mode === 'hooks' ? 'Your Hooks' : 'Your Headlines'}</CardTitle>
        <div className="flex flex-wrap gap-2">
          <CopyButton
            label="Copy All"
            demo={demo}
            text={async () => (await exports()).itemsAsText(await scored())}
            onFailure={copyFailedToast}
            disabled={!ready}
          />
          <DownloadDocxButton
            disabled={!ready}
            demo={demo}
            document={async () => {
              if (!request || !items.length) return undefined;
              const { itemsDocument, listFileName } = await exports();
              return {
                list: itemsDocument(request, await scored(), localDate()),
                fileName: listFileName(request.mode),
              };
            }}
            onFailure={downloadFailedToast}
          />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {error ? (
          <GenerationErrorAlert error={error} title="Generation Failed" wording={errorWording(mode)} />
        ) : null}
        {demo && !generating && <DemoNote sample={sample} />}
        <p role="status" className="sr-only">
          {status}
        </p>
        <div
          tabIndex={0}
          role="region"
          aria-label={`Generated ${noun}`}
          aria-busy={generating}
          className="h-[500px] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
        >
          {items.length ? (
            // Until the list's code is in, the items as written.
            <Suspense
              fallback={
                <ol className="flex list-decimal flex-col gap-2 pl-6">
                  {items.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ol>
              }
            >
              <HeadlineList
                texts={items}
                mode={mode}
                contentType={contentType}
                partial={generating || incomplete}
                incomplete={incomplete}
                demo={demo}
              />
            </Suspense>
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-3 text-center text-slate-600">
              <Heading className="size-10" aria-hidden="true" />
              <p>
                {generating
                  ? `Generating ${noun}...`
                  : 'Pick a tab, fill in the form and your list will appear here.'}
              </p>
            </div>
          )}
        </div>
        {mode === 'headlines' && <RubricExplainer />}
      </CardContent>
    </Card>
  );
}
