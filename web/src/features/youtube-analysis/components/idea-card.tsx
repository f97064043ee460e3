import type { ContentIdea } from '@lambdas/youtube-analysis/contract';
import type { Video } from '@lambdas/shared/contracts/youtube';
import { NumberBadge } from '@/components/ui/number-badge';
import { citedVideos } from '../export';

/** One idea: title, format, summary, call to action and links to the videos it builds on. */
export function IdeaCard({
  idea,
  number,
  videos,
}: {
  idea: ContentIdea;
  number: number;
  videos: readonly Video[];
}) {
  const cited = citedVideos(idea, videos);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <NumberBadge number={number} />
        <div className="flex flex-1 flex-col gap-2">
          <h3 className="leading-snug font-semibold text-slate-900">{idea.title}</h3>
          <p>
            <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-sky-200">
              {idea.format}
            </span>
          </p>
          <p className="text-sm text-slate-700">{idea.summary}</p>
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">Call to action:</span> {idea.cta}
          </p>
          {cited.length > 0 && (
            <div className="text-sm text-slate-700">
              <span className="font-medium text-slate-900">Builds on:</span>
              <ul className="mt-1 flex flex-col gap-1 pl-4">
                {cited.map((video) => (
                  <li key={video.id} className="list-disc">
                    <a
                      href={video.videoUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-700 underline underline-offset-2"
                    >
                      {video.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
