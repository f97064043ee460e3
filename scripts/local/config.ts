import { resolve } from 'node:path';
import * as z from 'zod';
import { DEFAULT_SUPPORT_EMAIL } from '../../lambdas/shared/support-email';

/** Settings of the local stack, from the environment, with the defaults the README lists. */
const LocalConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('WARN'),
  /** `1`: the YouTube tool talks to the local fake YouTube Data API instead of demo samples. */
  YOUTUBE_FAKE: z.stringbool().default(false),
  /** `1`: briefs research live against a local fake of Nova's web search and a local site (issue 29). */
  RESEARCH_FAKE: z.stringbool().default(false),
  /** The two-letter country the local CloudFront stand-in names for every visitor (CloudFront-Viewer-Country). */
  VIEWER_COUNTRY: z.optional(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. GB')),
});

export type LocalConfig = z.infer<typeof LocalConfigSchema>;

export function loadLocalConfig(source: NodeJS.ProcessEnv = process.env): LocalConfig {
  const parsed = LocalConfigSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid local configuration:\n${problems}`);
  }
  return parsed.data;
}

/**
 * The address `npm start` serves the site at, for pages built for another one to name instead: unless
 * SITE_URL chose the build's address on purpose, or PORT=0 leaves the port unknown until the server listens.
 */
export const servedSiteUrl = (
  config: LocalConfig,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined => (env.SITE_URL || config.PORT === 0 ? undefined : `http://localhost:${config.PORT}`);

/** The repository root: npm scripts and jest always run from it. */
export const repoRoot = (): string => resolve(process.cwd());
