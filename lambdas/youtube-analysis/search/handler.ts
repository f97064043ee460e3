import { guardedRoute } from '../../shared/tool-route/guarded-route';
import { json } from '../../shared/http/responses';
import { visitorOf } from '../../shared/rate-limit/visitor';
import { YouTubeSearchRequestSchema } from './contract';
import { searchDependencies } from './dependencies';
import { searchVideos } from './service';

/** `{ videos, cached, demo }`: the top videos for the keyword, from the cache when it has them. */
// A lookup, not a generation: no model, so no Bedrock client in this bundle.
export const handler = guardedRoute(
  'youtube-analysis-search',
  YouTubeSearchRequestSchema,
  async ({ body, event }) =>
    json(200, await searchVideos(await searchDependencies(), body.topic, visitorOf(event).bucket)),
);
