/**
 * A local stand-in for the three YouTube Data API v3 endpoints the tool calls (search, videos,
 * channels), over plain HTTP on 127.0.0.1. Tests queue scenarios and count calls; `npm start` and
 * `npm run dev` use it when YOUTUBE_FAKE=1.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { channelsAnswer, errorBodies, searchAnswer, videosAnswer } from './youtube-data';

export type YouTubeResource = 'search' | 'videos' | 'channels';

/** What the next call answers; calls with nothing queued answer normally. */
export type YouTubeScenario =
  | { kind: 'quotaExceeded' }
  | { kind: 'keyInvalid' }
  | { kind: 'error'; status: number; body: unknown }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'hang' }
  | { kind: 'malformed' };

export interface YouTubeCall {
  resource: YouTubeResource;
  params: Record<string, string>;
  /** Whether the request carried the expected key in the x-goog-api-key header. */
  keyMatched: boolean;
}

/** Units each call costs, as YouTube counts them. */
const COST: Record<YouTubeResource, number> = { search: 100, videos: 1, channels: 1 };

export class FakeYouTube {
  readonly calls: YouTubeCall[] = [];
  private readonly queue: YouTubeScenario[] = [];
  private readonly open = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    /** Base URL to configure as YOUTUBE_API_BASE_URL. */
    readonly url: string,
    /** The key the fake accepts; any other answers keyInvalid, as YouTube does. */
    readonly apiKey: string,
    /** Results per search (YouTube gives up to maxResults). */
    public resultsPerSearch: number,
  ) {}

  static async start(options: { apiKey?: string; resultsPerSearch?: number; port?: number } = {}) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeYouTube(
      server,
      `http://127.0.0.1:${port}/youtube/v3`,
      options.apiKey ?? 'fake-youtube-key',
      options.resultsPerSearch ?? 15,
    );
    server.on('request', (req, res) => void fake.handle(req, res));
    return fake;
  }

  /** Answers the next calls with these scenarios, in order. */
  enqueue(...scenarios: YouTubeScenario[]): void {
    this.queue.push(...scenarios);
  }

  /** Calls so far, of one resource or all. */
  count(resource?: YouTubeResource): number {
    return this.calls.filter((call) => !resource || call.resource === resource).length;
  }

  /** Quota units the calls so far would have cost. */
  unitsSpent(): number {
    return this.calls.reduce((sum, call) => sum + COST[call.resource], 0);
  }

  async close(): Promise<void> {
    for (const res of this.open) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.open.add(res);
    res.once('close', () => this.open.delete(res));
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = /^\/youtube\/v3\/(search|videos|channels)$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) return send(res, 404, { error: { code: 404, message: 'Not Found' } });
    const resource = match[1] as YouTubeResource;
    const params = Object.fromEntries(url.searchParams);
    const keyMatched = req.headers['x-goog-api-key'] === this.apiKey;
    this.calls.push({ resource, params, keyMatched });
    const scenario = this.queue.shift();
    if (scenario?.kind === 'hang') return;
    if (scenario?.kind === 'slow') await sleep(scenario.delayMs);
    if (res.destroyed) return;
    if (scenario?.kind === 'quotaExceeded' || scenario?.kind === 'keyInvalid') {
      const { status, body } = errorBodies[scenario.kind];
      return send(res, status, body);
    }
    if (!keyMatched) return send(res, errorBodies.keyInvalid.status, errorBodies.keyInvalid.body);
    if (scenario?.kind === 'error') return send(res, scenario.status, scenario.body);
    if (scenario?.kind === 'malformed') return send(res, 200, { items: 'not a list' });
    send(res, 200, this.answer(resource, params));
  }

  private answer(resource: YouTubeResource, params: Record<string, string>): unknown {
    const ids = (params.id ?? '').split(',').filter(Boolean);
    if (resource === 'videos') return videosAnswer(ids);
    if (resource === 'channels') return channelsAnswer(ids);
    const max = Math.min(Number(params.maxResults ?? 5), 50);
    return searchAnswer(params.q ?? '', Math.min(max, this.resultsPerSearch));
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}
