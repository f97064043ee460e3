import type { DemoSample } from '@lambdas/shared/contracts/generation';
import { Lightbulb } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { BlogIdea } from '@lambdas/blog-topic/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CopyButton } from '@/components/generation/copy-button';
import { DemoNote } from '@/components/generation/demo-note';
import { DownloadDocxButton } from '@/components/generation/download-docx-button';
import { GenerationErrorAlert } from '@/components/generation/generation-error-alert';
import { copyFailedToast, downloadFailedToast } from '@/components/generation/result-toasts';
import { DocumentLoadError, localDate } from '@/lib/download';
import { errorWording } from '../errors';
import { ideasAsText, ideasDocument, ideasFileName } from '../export';
import type { TopicRequest } from '../form-state';
import { IdeaCard } from './idea-card';

interface TopicResultsProps {
  request: TopicRequest | undefined;
  /** Undefined until an answer arrives. */
  ideas: BlogIdea[] | undefined;
  generating: boolean;
  demo: boolean;
  sample?: DemoSample | undefined;
  error: unknown;
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
export function TopicResults({ request, ideas, generating, demo, sample, error }: TopicResultsProps) {
  const shown = generating ? [] : (ideas ?? []);
  return (
    <Card className="flex flex-col">
      <CardHeader gap="wide">
        <CardTitle>Your Blog Topic Ideas</CardTitle>
        <div className="flex flex-wrap gap-2">
          <CopyButton
            label="Copy All"
            demo={demo}
            text={() => ideasAsText(shown)}
            onFailure={copyFailedToast}
            disabled={!shown.length}
          />
          <DownloadDocxButton
            disabled={!shown.length}
            demo={demo}
            document={() =>
              request && shown.length
                ? { list: ideasDocument(request, shown, localDate()), fileName: ideasFileName(localDate()) }
                : undefined
            }
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
          {generating ? 'Finding great topics...' : ideas ? `${ideas.length} blog topics ready.` : ''}
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
            <ol className="flex flex-col gap-3">
              {shown.map((idea, i) => (
                <IdeaCard key={`${idea.title}-${i}`} idea={idea} number={i + 1} />
              ))}
            </ol>
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
