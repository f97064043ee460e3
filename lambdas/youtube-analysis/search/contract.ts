import * as z from '../../shared/contracts/zod';
import { VideoSchema, YOUTUBE_VIDEO_COUNT } from '../../shared/contracts/youtube';

import { KEYWORD_MAX_CHARS } from './fields';

export * from './fields';

/** `POST /functions/v1/youtube-search` with `{ topic }`; the form validates with this same schema. */
export const YouTubeSearchRequestSchema = z.object({
  topic: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a keyword to analyze.'),
      z.maxLength(KEYWORD_MAX_CHARS, `The keyword must be ${KEYWORD_MAX_CHARS} characters or fewer.`),
    ),
});

export type YouTubeSearchRequest = z.infer<typeof YouTubeSearchRequestSchema>;

/** The top videos, whether they came from the cache, and whether they are demo samples. */
export const YouTubeSearchResponseSchema = z.object({
  videos: z.array(VideoSchema).check(z.maxLength(YOUTUBE_VIDEO_COUNT)),
  /** True when the answer came from the cache and cost no YouTube quota. */
  cached: z.boolean(),
  /** True when no YouTube API key is configured and the videos are made-up samples. */
  demo: z.boolean(),
});

export type YouTubeSearchResponse = z.infer<typeof YouTubeSearchResponseSchema>;
