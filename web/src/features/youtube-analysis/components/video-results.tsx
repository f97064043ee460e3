import { useState } from 'react';
import type { Demo } from '@/lib/demo-output';
import { MonitorPlay } from 'lucide-react';
import type { Video } from '@lambdas/shared/contracts/youtube';
import type { DemoSample } from '@lambdas/shared/contracts/generation';
import { endSentence } from '@lambdas/shared/contracts/demo-lines';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/fields';
import { Skeleton } from '@/components/ui/skeleton';
import { problemText, searchWording } from '../errors';
import { sortOptions, sortVideos, type SortKey } from '../format';
import { VideoCard } from './video-card';

interface VideoResultsProps {
  topic: string | undefined;
  /** Undefined until an answer arrives. */
  videos: Video[] | undefined;
  cached: boolean;
  demo: Demo;
  /** Whose sample the ideas are (demo answers): the videos were written for the same business. */
  sample?: DemoSample | undefined;
  searching: boolean;
  error: unknown;
}

/** Whose sample the videos are, once the ideas written on them say it: the grid names the same business. */
const whoseVideos = (sample: DemoSample) =>
  sample.matched
    ? `These sample videos were written for a business like yours: ${endSentence(`${sample.business}, ${sample.kind}`)}`
    : `These sample videos were written for ${endSentence(`${sample.business}, ${sample.kind}`)} With a model and a key, they would be about ${endSentence(sample.about ?? 'your keyword')}`;

function SampleNote({ sample }: { sample: DemoSample | undefined }) {
  return (
    <Alert tone="warning" title="Sample videos, not real YouTube results">
      {sample && <p>{whoseVideos(sample)}</p>}
      <p>
        No YouTube API key is configured, so these are made-up examples that show how the analysis works.
        Their figures are invented; add a key to analyze real videos.
      </p>
    </Alert>
  );
}

/** The top videos, sortable by relevance, views, outlier score or date. */
export function VideoResults({ topic, videos, cached, demo, sample, searching, error }: VideoResultsProps) {
  const [sort, setSort] = useState<SortKey>('relevance');
  const shown = searching || !videos ? [] : sortVideos(videos, sort);
  return (
    <Card>
      <CardHeader gap="wide" className="sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{topic && videos && !searching ? `Top videos for “${topic}”` : 'Top videos'}</CardTitle>
          <CardDescription>
            {cached && !searching
              ? 'From a search made earlier today: no YouTube quota used.'
              : 'In YouTube’s relevance order, or sorted by a figure.'}
          </CardDescription>
        </div>
        <div className="sm:w-56">
          <SelectField
            label="Sort by"
            value={sort}
            onChange={(event) => setSort(event.target.value as SortKey)}
            options={sortOptions}
            disabled={!shown.length}
          />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {error ? (
          <Alert tone="error" title="Failed to fetch videos">
            <p>{problemText(error, searchWording)}</p>
          </Alert>
        ) : null}
        {demo && !searching && videos && <SampleNote sample={sample} />}
        <p role="status" className="sr-only">
          {searching ? 'Fetching the top videos...' : videos ? `${videos.length} videos found.` : ''}
        </p>
        {searching ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <li key={i} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
                <Skeleton className="aspect-video w-full" />
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
              </li>
            ))}
          </ul>
        ) : shown.length ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Videos">
            {shown.map((video) => (
              <VideoCard key={video.id} video={video} sample={Boolean(demo)} />
            ))}
          </ul>
        ) : (
          <div className="flex min-h-48 flex-col items-center justify-center gap-3 text-center text-slate-500">
            <MonitorPlay className="size-10" aria-hidden="true" />
            <p>
              {videos
                ? 'YouTube found no videos for this keyword. Try another one.'
                : 'Enter a keyword and the top 15 videos will appear here.'}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
