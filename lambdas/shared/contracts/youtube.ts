import * as z from 'zod';

/** The only foreign image host the site allows (CSP img-src): where YouTube serves thumbnails. */
export const YOUTUBE_THUMBNAIL_HOST = 'i.ytimg.com';

/** The YouTube tool analyses the top 15 videos for a keyword. */
export const YOUTUBE_VIDEO_COUNT = 15;

/** A count YouTube may hide (likes, subscribers) or not publish: null when unknown, never 0. */
const CountSchema = z.number().int().min(0).nullable();

/** One video as the YouTube Content Tool shows it; ratios are null when they cannot be computed. */
export const VideoSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string(),
  description: z.string(),
  channelName: z.string(),
  channelId: z.string(),
  /** YouTube's image host, or an inline placeholder (demo samples): the only images the CSP allows. */
  thumbnailUrl: z
    .string()
    .refine(
      (url) => url.startsWith(`https://${YOUTUBE_THUMBNAIL_HOST}/`) || url.startsWith('data:image/svg+xml,'),
      {
        message: 'must be a YouTube thumbnail or an inline placeholder',
      },
    ),
  /** Links lead to YouTube only. */
  videoUrl: z.url({ protocol: /^https$/, hostname: /^www\.youtube\.com$/ }),
  publishedAt: z.iso.datetime({ offset: true }),
  views: CountSchema,
  likes: CountSchema,
  comments: CountSchema,
  subscribers: CountSchema,
  /** Views divided by the channel's subscribers: 4.1 reads "4.1× channel size". */
  outlierScore: z.number().min(0).nullable(),
  /** (likes + comments) / views, from 0 up. */
  engagementRate: z.number().min(0).nullable(),
});

export type Video = z.infer<typeof VideoSchema>;
