import * as z from './zod';

/** The only foreign image host the site allows (CSP img-src): where YouTube serves thumbnails. */
export const YOUTUBE_THUMBNAIL_HOST = 'i.ytimg.com';

/** The YouTube tool analyses the top 15 videos for a keyword. */
export const YOUTUBE_VIDEO_COUNT = 15;

/** A count YouTube may hide (likes, subscribers) or not publish: null when unknown, never 0. */
const CountSchema = z.nullable(z.number().check(z.int(), z.minimum(0)));

/** One video as the YouTube Content Tool shows it; ratios are null when they cannot be computed. */
export const VideoSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(40)),
  name: z.string(),
  description: z.string(),
  channelName: z.string(),
  channelId: z.string(),
  /** YouTube's image host, or an inline placeholder (demo samples): the only images the CSP allows. */
  thumbnailUrl: z
    .string()
    .check(
      z.refine(
        (url) =>
          url.startsWith(`https://${YOUTUBE_THUMBNAIL_HOST}/`) || url.startsWith('data:image/svg+xml,'),
        { message: 'must be a YouTube thumbnail or an inline placeholder' },
      ),
    ),
  /** Links lead to YouTube only. */
  videoUrl: z.url({ protocol: /^https$/, hostname: /^www\.youtube\.com$/ }),
  publishedAt: z.iso.datetime({ offset: true }),
  views: CountSchema,
  likes: CountSchema,
  comments: CountSchema,
  subscribers: CountSchema,
  /** Views divided by the channel's subscribers: 4.1 reads "4.1× channel size". */
  outlierScore: z.nullable(z.number().check(z.minimum(0))),
  /** (likes + comments) / views, from 0 up. */
  engagementRate: z.nullable(z.number().check(z.minimum(0))),
});

export type Video = z.infer<typeof VideoSchema>;
