import * as z from 'zod';

/** YouTube video ids are 11 URL-safe characters; anything else never reaches a URL we build. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Statistics arrive as decimal strings; an absent field means hidden or not published. */
const Count = z.coerce.number().int().min(0).optional();

const ThumbnailSchema = z.object({ url: z.string() }).optional();

/** search.list with part=id: the ids in relevance order. */
export const SearchListSchema = z.object({
  items: z.array(z.object({ id: z.object({ videoId: z.string().optional() }) })).default([]),
});

/** videos.list with part=snippet,statistics. */
export const VideoListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string(),
          description: z.string().default(''),
          channelId: z.string(),
          channelTitle: z.string().default(''),
          publishedAt: z.iso.datetime({ offset: true }),
          thumbnails: z
            .object({ medium: ThumbnailSchema, high: ThumbnailSchema, default: ThumbnailSchema })
            .default({}),
        }),
        statistics: z.object({ viewCount: Count, likeCount: Count, commentCount: Count }).default({}),
      }),
    )
    .default([]),
});

/** channels.list with part=snippet,statistics; a deleted channel is simply absent. */
export const ChannelListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({ title: z.string() }).optional(),
        statistics: z
          .object({ subscriberCount: Count, hiddenSubscriberCount: z.boolean().default(false) })
          .default({ hiddenSubscriberCount: false }),
      }),
    )
    .default([]),
});

/** Google's error body: reasons in `errors[]` (classic) and `details[]` (newer APIs). */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).default([]),
    details: z.array(z.object({ reason: z.string().optional() })).default([]),
  }),
});

export type ApiVideo = z.infer<typeof VideoListSchema>['items'][number];
export type ApiChannel = z.infer<typeof ChannelListSchema>['items'][number];
