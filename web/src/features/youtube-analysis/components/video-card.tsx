import type { Video } from '@lambdas/shared/contracts/youtube';
import { engagementLabel, exactCount, outlierLabel, publishedLabel, shortCount } from '../format';
import { Thumbnail } from './thumbnail';

/** One figure; an unknown one says why rather than showing a number YouTube did not give. */
function Figure({
  label,
  value,
  exact,
  missing,
  why,
}: {
  label: string;
  value: string | null;
  exact?: number | null;
  missing: string;
  why?: string;
}) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-500">{label}</dt>
      {value === null ? (
        <dd className="text-slate-500 italic" title={why}>
          {missing}
        </dd>
      ) : (
        <dd className="font-medium text-slate-900" title={exact != null ? exactCount(exact) : undefined}>
          {value}
        </dd>
      )}
    </div>
  );
}

/** A grid card: thumbnail, title linking to the video, channel, figures, outlier score and description. */
export function VideoCard({ video, sample }: { video: Video; sample: boolean }) {
  const subscribers = shortCount(video.subscribers);
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="relative">
        <Thumbnail src={video.thumbnailUrl} />
        {sample && (
          <span className="absolute top-2 left-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Sample
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="leading-snug font-semibold">
          <a
            href={video.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline"
          >
            {video.name}
            <span className="sr-only"> (opens YouTube in a new tab)</span>
          </a>
        </h3>
        <p className="text-sm text-slate-600">
          {video.channelName}
          {subscribers && ` · ${subscribers} subscribers`}
        </p>
        <p className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
          {outlierLabel(video.outlierScore) ?? 'Outlier score unavailable'}
        </p>
        <dl className="grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
          <Figure label="Views" value={shortCount(video.views)} exact={video.views} missing="Not public" />
          <Figure label="Likes" value={shortCount(video.likes)} exact={video.likes} missing="Hidden" />
          <Figure
            label="Comments"
            value={shortCount(video.comments)}
            exact={video.comments}
            missing="Unavailable"
          />
          <Figure
            label="Shares"
            value={null}
            missing="Not published"
            why="The YouTube Data API does not publish share counts."
          />
          <Figure label="Engagement" value={engagementLabel(video.engagementRate)} missing="Unavailable" />
          <Figure label="Published" value={publishedLabel(video.publishedAt)} missing="Unknown" />
        </dl>
        <p className="line-clamp-3 text-sm text-slate-700">{video.description || 'No description.'}</p>
      </div>
    </li>
  );
}
