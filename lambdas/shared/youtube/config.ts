import * as z from '../contracts/zod';
import { ConfigurationError } from '../http/errors';

/** search.list costs 100 units; videos.list and channels.list 1 each. */
export const SEARCH_COST_UNITS = 102;

const YouTubeConfigSchema = z.object({
  STAGE: z._default(z.string().check(z.minLength(1)), 'local'),
  /** Local development only: the key itself. Deployed stages read it from Secrets Manager. */
  YOUTUBE_API_KEY: z.optional(z.string().check(z.trim(), z.minLength(1))),
  /** Name or ARN of the Secrets Manager secret holding the key (deployed stages). */
  YOUTUBE_API_KEY_SECRET: z.optional(z.string().check(z.trim(), z.minLength(1))),
  /** YouTube Data API v3; tests and `YOUTUBE_FAKE=1` point it at the local fake. */
  YOUTUBE_API_BASE_URL: z._default(z.url(), 'https://www.googleapis.com/youtube/v3'),
  /** Budget for the three calls of one search together. */
  YOUTUBE_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(100), z.maximum(60_000)), 8000),
  YOUTUBE_CACHE_TTL_HOURS: z._default(z.coerce.number().check(z.minimum(0.01), z.maximum(720)), 24),
  /** Units a day this site may spend; YouTube allows 10,000, so the default leaves room to spare. */
  YOUTUBE_DAILY_UNIT_BUDGET: z._default(
    z.coerce.number().check(z.int(), z.minimum(SEARCH_COST_UNITS), z.maximum(1_000_000)),
    9000,
  ),
  /** New keywords one visitor may search per Pacific day: at the default, no fewer than 9 visitors spend the budget. */
  YOUTUBE_VISITOR_DAILY_KEYWORDS: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
    10,
  ),
});

export type YouTubeConfig = z.infer<typeof YouTubeConfigSchema>;

let cached: YouTubeConfig | undefined;

/** Each problem of the YouTube settings as one line, `NAME: what is wrong`; none when valid. */
export function youtubeConfigProblems(source: Record<string, string | undefined>): string[] {
  const parsed = YouTubeConfigSchema.safeParse(source);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The YouTube settings from the environment, validated once; a bad value fails naming it, never its value. */
export function youtubeConfig(): YouTubeConfig {
  if (cached) return cached;
  const parsed = YouTubeConfigSchema.safeParse(process.env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new ConfigurationError(`There was a problem with the YouTube configuration: check ${names}.`);
  }
  cached = parsed.data;
  return cached;
}
