import type { ContentIdea } from '@lambdas/youtube-analysis/contract';
import type { Video } from '@lambdas/shared/contracts/youtube';
import { fileNamePart } from '@/lib/download';
import type { ListDocument } from '@/lib/list-document';

/** youtube-content-ideas-{keyword}-{date}.docx */
export const ideasFileName = async (topic: string, date: string) =>
  `youtube-content-ideas-${await fileNamePart(topic, 'keyword', 40)}-${date}.docx`;

/** The titles of the videos an idea builds on, from their numbers (1 = first video of the search). */
export const citedVideos = (idea: ContentIdea, videos: readonly Video[]): Video[] =>
  idea.basedOn.flatMap((n) => (videos[n - 1] ? [videos[n - 1]!] : []));

const detailsOf = (idea: ContentIdea, videos: readonly Video[]) => [
  `Format: ${idea.format}`,
  idea.summary,
  `Call to action: ${idea.cta}`,
  ...citedVideos(idea, videos).map((video) => `Builds on: ${video.name} (${video.videoUrl})`),
];

/** What Copy puts on the clipboard: each idea numbered with its details, a blank line between. */
export const ideasAsText = (ideas: readonly ContentIdea[], videos: readonly Video[]) =>
  ideas.map((idea, i) => [`${i + 1}. ${idea.title}`, ...detailsOf(idea, videos)].join('\n')).join('\n\n');

/** The Word document of the ideas, the keyword they answer and the date. */
export function ideasDocument(
  topic: string,
  ideas: readonly ContentIdea[],
  videos: readonly Video[],
  date: string,
): ListDocument {
  return {
    title: 'YouTube Content Ideas',
    meta: [
      `Keyword: ${topic}`,
      `Built on the top ${videos.length} videos for the keyword`,
      `Generated ${date}`,
    ],
    items: ideas.map((idea) => ({ text: idea.title, details: detailsOf(idea, videos) })),
  };
}
