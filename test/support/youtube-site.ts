import type { Video } from '../../lambdas/shared/contracts/youtube';
import { clipsOf, type IdeaGeneratorBody } from '../../lambdas/youtube-analysis/contract';
import { FakeYouTube } from '../../scripts/fakes/fake-youtube';
import { startBedrockSite, type BedrockSite } from './bedrock-site';

export interface YouTubeSite extends BedrockSite {
  youtube: FakeYouTube;
  /** Full URL of a path on the site. */
  url(path: string): string;
}

/**
 * Registers, for the test file, the local stack searching the fake YouTube Data API and writing
 * through the fake Bedrock; filled in by beforeAll.
 */
export function useYouTubeSite(env: Record<string, string> = {}) {
  const handle = {} as YouTubeSite;
  beforeAll(async () => {
    const youtube = await FakeYouTube.start({ apiKey: 'test-youtube-key' });
    const started = await startBedrockSite({
      env: {
        YOUTUBE_API_BASE_URL: youtube.url,
        YOUTUBE_API_KEY: 'test-youtube-key',
        YOUTUBE_TIMEOUT_MS: '1500',
        ...env,
      },
    }).catch(async (err: unknown) => {
      await youtube.close();
      throw err;
    });
    Object.assign(handle, {
      ...started,
      youtube,
      url: (path: string) => `${started.site.url}${path}`,
      async close() {
        await started.close();
        await youtube.close();
      },
    });
  });
  afterAll(() => handle.close?.());
  return handle;
}

/** The idea generator's body for the videos a search found. */
export const ideaBody = (topic: string, videos: Video[]): IdeaGeneratorBody => ({
  topic,
  clips: clipsOf(videos),
});

/** A well-formed idea, as a model would answer it. */
export const contentIdea = (title: string, basedOn: number[] = [1]) => ({
  title,
  summary: 'A walkthrough that borrows the hook of the cited video and adds a printable checklist.',
  format: 'Tutorial',
  cta: 'Download the checklist linked in the description.',
  basedOn,
});
