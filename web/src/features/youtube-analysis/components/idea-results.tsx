import type { DemoSample } from '@lambdas/shared/contracts/generation';
import { DemoNote } from '@/components/generation/result-notes';
import type { Demo } from '@/lib/demo-output';
import { Lightbulb } from 'lucide-react';
import type { ContentIdea } from '@lambdas/youtube-analysis/contract';
import type { Video } from '@lambdas/shared/contracts/youtube';
import { CopyButton } from '@/components/generation/copy-button';
import { DownloadDocxButton } from '@/components/generation/download-docx-button';
import { copyFailedToast, downloadFailedToast } from '@/components/generation/result-toasts';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { localDate } from '@/lib/download';
import { ideaWording, problemText } from '../errors';
import { ideasAsText, ideasDocument, ideasFileName } from '../export';
import { IdeaCard } from './idea-card';

interface IdeaResultsProps {
  topic: string | undefined;
  /** The videos the ideas were built on, in search order (ideas cite them by number). */
  videos: Video[];
  ideas: ContentIdea[] | undefined;
  writing: boolean;
  demo: Demo;
  sample?: DemoSample | undefined;
  error: unknown;
}

/** The content ideas, each citing the videos it builds on, with Copy and a Word download. */
export function IdeaResults({ topic, videos, ideas, writing, demo, sample, error }: IdeaResultsProps) {
  const shown = writing ? [] : (ideas ?? []);
  return (
    <Card>
      <CardHeader gap="wide" className="sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>Content ideas</CardTitle>
        <div className="flex flex-wrap gap-2">
          <CopyButton
            label="Copy"
            text={() => ideasAsText(shown, videos)}
            demo={demo}
            onFailure={copyFailedToast}
            disabled={!shown.length}
          />
          <DownloadDocxButton
            disabled={!shown.length}
            demo={demo}
            document={() =>
              topic && shown.length
                ? {
                    list: ideasDocument(topic, shown, videos, localDate()),
                    fileName: ideasFileName(topic, localDate()),
                  }
                : undefined
            }
            onFailure={downloadFailedToast}
          />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {error ? (
          <Alert tone="error" title="Failed to generate ideas">
            <p>{problemText(error, ideaWording)}</p>
          </Alert>
        ) : null}
        {demo && !writing && ideas && <DemoNote sample={sample} />}
        <p role="status" className="sr-only">
          {writing ? 'Generating content ideas...' : ideas ? `${ideas.length} content ideas ready.` : ''}
        </p>
        {writing ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Generating content ideas from the top videos...
          </p>
        ) : shown.length ? (
          <ol className="flex flex-col gap-3">
            {shown.map((idea, i) => (
              <IdeaCard key={`${idea.title}-${i}`} idea={idea} number={i + 1} videos={videos} />
            ))}
          </ol>
        ) : (
          <div className="flex min-h-32 flex-col items-center justify-center gap-3 text-center text-slate-500">
            <Lightbulb className="size-10" aria-hidden="true" />
            <p>Ideas built on the top videos will appear here.</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
