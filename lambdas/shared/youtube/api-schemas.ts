import * as z from '../contracts/zod';

/** YouTube video ids are 11 URL-safe characters; anything else never reaches a URL we build. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Statistics arrive as decimal strings; an absent field means hidden or not published. */
const Count = z.optional(z.coerce.number().check(z.int(), z.minimum(0)));

const ThumbnailSchema = z.optional(z.object({ url: z.string() }));

/** search.list with part=id: the ids in relevance order. */
export const SearchListSchema = z.object({
  items: z._default(z.array(z.object({ id: z.object({ videoId: z.optional(z.string()) }) })), []),
});

/** videos.list with part=snippet,statistics. */
export const VideoListSchema = z.object({
  items: z._default(
    z.array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string(),
          description: z._default(z.string(), ''),
          channelId: z.string(),
          channelTitle: z._default(z.string(), ''),
          publishedAt: z.iso.datetime({ offset: true }),
          thumbnails: z._default(
            z.object({ medium: ThumbnailSchema, high: ThumbnailSchema, default: ThumbnailSchema }),
            {},
          ),
        }),
        statistics: z._default(z.object({ viewCount: Count, likeCount: Count, commentCount: Count }), {}),
      }),
    ),
    [],
  ),
});

/** channels.list with part=snippet,statistics; a deleted channel is simply absent. */
export const ChannelListSchema = z.object({
  items: z._default(
    z.array(
      z.object({
        id: z.string(),
        snippet: z.optional(z.object({ title: z.string() })),
        statistics: z._default(
          z.object({ subscriberCount: Count, hiddenSubscriberCount: z._default(z.boolean(), false) }),
          { hiddenSubscriberCount: false },
        ),
      }),
    ),
    [],
  ),
});

/** Google's error body: reasons in `errors[]` (classic) and `details[]` (newer APIs). */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.optional(z.number()),
    message: z.optional(z.string()),
    errors: z._default(z.array(z.object({ reason: z.optional(z.string()) })), []),
    details: z._default(z.array(z.object({ reason: z.optional(z.string()) })), []),
  }),
});

export type ApiVideo = z.infer<typeof VideoListSchema>['items'][number];
export type ApiChannel = z.infer<typeof ChannelListSchema>['items'][number];
