/**
 * Deterministic YouTube Data API v3 answers for the local fake: the same query always gives the
 * same videos, with the awkward cases real results have (hidden likes, comments turned off, a hidden
 * subscriber count, a deleted channel).
 */
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** An 11-character video id, stable for a query and position. */
export function fakeVideoId(query: string, n: number): string {
  let seed = hash(`${query}#${n}`);
  let id = '';
  for (let i = 0; i < 11; i++) {
    id += ID_CHARS[seed % 64];
    seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) >>> 0 || i + 1;
  }
  return id;
}

/** Channel of the nth video: five channels share the results; channel 4 was deleted. */
const channelOf = (n: number) => `UCfakechannel${String(n % 5).padStart(9, '0')}`;
export const DELETED_CHANNEL = channelOf(4);
export const HIDDEN_SUBSCRIBERS_CHANNEL = channelOf(3);

/** Facts the fake knows about a video id; the id encodes its query and position. */
const catalogue = new Map<string, { query: string; n: number }>();

/** search.list: ids in relevance order. */
export function searchAnswer(query: string, count: number) {
  const items = Array.from({ length: count }, (_, n) => {
    const videoId = fakeVideoId(query, n);
    catalogue.set(videoId, { query, n });
    return { kind: 'youtube#searchResult', id: { kind: 'youtube#video', videoId } };
  });
  return {
    kind: 'youtube#searchListResponse',
    pageInfo: { totalResults: 1000000, resultsPerPage: count },
    items,
  };
}

function statisticsOf(n: number, query: string) {
  const views = 1000 + ((hash(query) + n * 7919) % 90) * 10_000 + n * 137;
  const stats: Record<string, string> = { viewCount: String(views) };
  if (n % 6 !== 5) stats.likeCount = String(Math.round(views * 0.04));
  if (n % 7 !== 6) stats.commentCount = String(Math.round(views * 0.002));
  return stats;
}

/** videos.list: snippet and statistics of the ids the fake handed out; unknown ids are absent. */
export function videosAnswer(ids: string[]) {
  const items = ids.flatMap((id) => {
    const known = catalogue.get(id);
    if (!known) return [];
    const { query, n } = known;
    const day = String(1 + ((hash(query) + n) % 28)).padStart(2, '0');
    return [
      {
        kind: 'youtube#video',
        id,
        snippet: {
          publishedAt: `2026-0${1 + (n % 9)}-${day}T15:00:00Z`,
          channelId: channelOf(n),
          title: `${query} tips #${n + 1} (local fake YouTube)`,
          description: `Video ${n + 1} about ${query}, served by the local fake of the YouTube Data API.`,
          channelTitle: `Fake Channel ${(n % 5) + 1}`,
          thumbnails: {
            medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
          },
        },
        statistics: statisticsOf(n, query),
      },
    ];
  });
  return { kind: 'youtube#videoListResponse', items };
}

/** channels.list: subscriber counts; the deleted channel is absent, one channel hides its count. */
export function channelsAnswer(ids: string[]) {
  const items = ids.flatMap((id) => {
    if (id === DELETED_CHANNEL) return [];
    const n = Number(id.slice(-1));
    const statistics =
      id === HIDDEN_SUBSCRIBERS_CHANNEL
        ? { hiddenSubscriberCount: true, videoCount: '40' }
        : { subscriberCount: String(5000 * (n + 1) ** 2), hiddenSubscriberCount: false, videoCount: '120' };
    return [{ kind: 'youtube#channel', id, snippet: { title: `Fake Channel ${n + 1}` }, statistics }];
  });
  return { kind: 'youtube#channelListResponse', items };
}

/** The bodies Google sends for the failures the client must map. */
export const errorBodies = {
  quotaExceeded: {
    status: 403,
    body: {
      error: {
        code: 403,
        message: 'The request cannot be completed because you have exceeded your quota.',
        errors: [{ message: 'quota', domain: 'youtube.quota', reason: 'quotaExceeded' }],
      },
    },
  },
  keyInvalid: {
    status: 400,
    body: {
      error: {
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        errors: [{ message: 'API key not valid.', domain: 'global', reason: 'badRequest' }],
        status: 'INVALID_ARGUMENT',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
          },
        ],
      },
    },
  },
} as const;
