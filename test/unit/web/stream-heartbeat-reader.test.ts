import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { streamAnswer } from '@/lib/answer-stream';
import { streamGeneration } from '@/lib/generation-stream';

/** A route's answer as the functions send it: lines, with the step repeated as heartbeats while it waits. */
const lines = (...events: object[]) => events.map((event) => `${JSON.stringify(event)}\n`).join('');
const researching = { type: 'progress', step: 'researching what ranks today' };
const writing = { type: 'progress', step: 'writing' };

let server: Server;
let origin: string;
let body = '';

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/x-ndjson; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the SPA’s stream readers, given heartbeat lines', () => {
  it('streamGeneration takes each repeated step as the step on screen and writes the text whole', async () => {
    body = lines(
      researching,
      researching,
      researching,
      { type: 'data', data: { research: 'live' } },
      writing,
      writing,
      { type: 'text', text: 'Hello ' },
      { type: 'text', text: 'world' },
      { type: 'done', demo: false, usage: { inputTokens: 1, outputTokens: 2 } },
    );
    const steps: string[] = [];
    const data: unknown[] = [];
    let text = '';
    const answer = await streamGeneration(
      `${origin}/functions/v1/content-brief`,
      {},
      (piece) => (text += piece),
      undefined,
      (value) => data.push(value),
      (step) => steps.push(step),
    );
    expect(answer).toMatchObject({ text: 'Hello world', demo: false });
    expect(text).toBe('Hello world');
    expect(data).toEqual([{ research: 'live' }]);
    expect(steps).toEqual([...Array(3).fill(researching.step), writing.step, writing.step]);
  });

  it('streamAnswer reports every repeated step and resolves with the result line', async () => {
    body = lines(researching, researching, writing, writing, writing, {
      type: 'result',
      result: { ideas: [] },
    });
    const steps: string[] = [];
    await expect(
      streamAnswer(`${origin}/functions/v1/blog-topic-generator`, {}, (step) => steps.push(step)),
    ).resolves.toEqual({ ideas: [] });
    expect(steps).toEqual([researching.step, researching.step, writing.step, writing.step, writing.step]);
  });
});
