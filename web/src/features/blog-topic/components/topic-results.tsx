import { Suspense } from 'react';
import type { DemoSample } from '@lambdas/shared/contracts/generation';
import { DemoNote, GenerationErrorAlert } from '@/components/generation/result-notes';
import type { Demo } from '@/lib/demo-output';
import { Lightbulb } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { BlogIdea } from '@lambdas/blog-topic/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CopyButton } from '@/components/generation/copy-button';
import { DownloadDocxButton } from '@/components/generation/download-docx-button';
import { copyFailedToast, downloadFailedToast } from '@/components/generation/result-toasts';
import { DocumentLoadError, localDate } from '@/lib/download';
import { lazyExport } from '@/lib/lazy-export';
import { loadTopicList } from '../api/generate-topics';
import { errorWording } from '../errors';
import type { TopicRequest } from '../form-state';
import type { ProgressStep } from '@lambdas/shared/contracts/progress';
import type { ResearchFields } from '@lambdas/shared/contracts/research';

// The ideas, their sources and what copies and files them (the research contract with them) load with the first ideas.
const TopicList = lazyExport(loadTopicList, 'TopicList');
const exports = () => import('../export');

interface TopicResultsProps {
  request: TopicRequest | undefined;
  /** Undefined until an answer arrives. */
  ideas: BlogIdea[] | undefined;
  generating: boolean;
  demo: Demo;
  sample?: DemoSample | undefined;
  error: unknown;
  /** The live research of the first keyword the ideas cite, or why there was none. */
  research: Partial<ResearchFields> | undefined;
  /** The step the route reports while it works. */
  step: ProgressStep | undefined;
}

const downloadFailed = (error: unknown) =>
  error instanceof DocumentLoadError ? toast.error('Document generator load failure') : downloadFailedToast();

function Placeholder({ text }: { text: string }) {
  return (
    <div className="flex min-h-[374px] flex-col items-center justify-center gap-3 text-center text-slate-600">
      <Lightbulb className="size-10" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** The ideas list (400-600px, docs/product.md#blog-topics) with skeleton loading, an empty state, Copy All and Download DOCX. */
export function TopicResults(props: TopicResultsProps) {
  const { request, ideas, generating, demo, sample, error, research } = props;
  const shown = generating ? [] : (ideas ?? []);
  const sources = shown.length ? (research?.sources ?? []) : [];
  return (
    <Card className="flex flex-col">
      <CardHeader gap="wide">
        <CardTitle>Your Blog Topic Ideas</CardTitle>
        <div className="flex flex-wrap gap-2">
          <CopyButton
            label="Copy All"
            demo={demo}
            text={async () => (await exports()).ideasAsText(shown, sources)}
            onFailure={copyFailedToast}
            disabled={!shown.length}
          />
          <DownloadDocxButton
            disabled={!shown.length}
            demo={demo}
            document={async () => {
              if (!request || !shown.length) return undefined;
              const { ideasDocument, ideasFileName } = await exports();
              return {
                list: ideasDocument(request, shown, localDate(), sources),
                fileName: ideasFileName(localDate()),
              };
            }}
            onFailure={downloadFailed}
          />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {error ? (
          <GenerationErrorAlert error={error} title="Error generating topics" wording={errorWording} />
        ) : null}
        {demo && !generating && <DemoNote sample={sample} />}
        <p role="status" className="sr-only">
          {generating
            ? props.step === 'researching what ranks today'
              ? 'Researching what ranks today...'
              : 'Finding great topics...'
            : ideas
              ? `${ideas.length} blog topics ready.`
              : ''}
        </p>
        <div
          tabIndex={0}
          role="region"
          aria-label="Blog topic ideas"
          aria-busy={generating}
          className="min-h-[400px] max-h-[600px] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
        >
          {generating ? (
            <ul className="flex flex-col gap-3" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((i) => (
                <li key={i} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-4 w-full" />
                </li>
              ))}
            </ul>
          ) : shown.length ? (
            <Suspense>
              <TopicList ideas={shown} research={research} />
            </Suspense>
          ) : (
            <Placeholder
              text={
                ideas
                  ? 'No topic ideas were generated. Try refining your inputs.'
                  : 'Fill in the form and 5 to 10 topic ideas will appear here.'
              }
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
