import { toolRoute } from '../shared/generation/tool-route';
import { json } from '../shared/http/responses';
import { YouTubeSearchRequestSchema } from './contract';
import { searchDependencies } from './dependencies';
import { searchVideos } from './service';

/** `{ videos, cached, demo }`: the top videos for the keyword, from the cache when it has them. */
export const handler = toolRoute('youtube-search', YouTubeSearchRequestSchema, async ({ body }) =>
  json(200, await searchVideos(await searchDependencies(), body.topic)),
);
