import { YOUTUBE_THUMBNAIL_HOST, type Video } from '../contracts/youtube';
import { clip } from '../documents/text';
import type { ApiChannel, ApiVideo } from './api-schemas';
import { withRatios } from './metrics';

const DESCRIPTION_CHARS = 1000;

function thumbnailOf(video: ApiVideo): string {
  const { medium, high, default: small } = video.snippet.thumbnails;
  const url = [medium, high, small].find((t) => t?.url)?.url;
  try {
    if (url && new URL(url).protocol === 'https:' && new URL(url).hostname === YOUTUBE_THUMBNAIL_HOST)
      return url;
  } catch {
    // An unparsable URL falls through to the one YouTube serves for every video.
  }
  return `https://${YOUTUBE_THUMBNAIL_HOST}/vi/${video.id}/mqdefault.jpg`;
}

/** A hidden subscriber count, or a channel YouTube no longer returns (deleted), is unknown. */
function subscribersOf(channel: ApiChannel | undefined): number | null {
  if (!channel || channel.statistics.hiddenSubscriberCount) return null;
  return channel.statistics.subscriberCount ?? null;
}

function toVideo(video: ApiVideo, channel: ApiChannel | undefined): Video {
  const views = video.statistics.viewCount ?? null;
  const likes = video.statistics.likeCount ?? null;
  const comments = video.statistics.commentCount ?? null;
  const subscribers = subscribersOf(channel);
  return {
    id: video.id,
    name: video.snippet.title,
    description: clip(video.snippet.description, DESCRIPTION_CHARS),
    channelName: video.snippet.channelTitle || channel?.snippet?.title || 'Unknown channel',
    channelId: video.snippet.channelId,
    thumbnailUrl: thumbnailOf(video),
    videoUrl: `https://www.youtube.com/watch?v=${video.id}`,
    publishedAt: video.snippet.publishedAt,
    ...withRatios({ views, likes, comments, subscribers }),
  };
}

/**
 * The videos in search order, with statistics and channel sizes joined in. A video search found
 * but videos.list no longer returns (deleted or made private in between) is left out.
 */
export function toVideos(order: readonly string[], videos: ApiVideo[], channels: ApiChannel[]): Video[] {
  const videoById = new Map(videos.map((v) => [v.id, v]));
  const channelById = new Map(channels.map((c) => [c.id, c]));
  return order.flatMap((id) => {
    const video = videoById.get(id);
    return video ? [toVideo(video, channelById.get(video.snippet.channelId))] : [];
  });
}
