import { resolve } from 'node:path';
import {
  PutItemCommand,
  GetItemCommand,
  CreateTableCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import type { RouteDefinition } from '../../catalog/routes';
import { startLocalStore } from '../../scripts/local/store';
import { errorOf, get, post } from '../support/http';
import { startTestSite, type TestSite } from '../support/local-site';

const fixtures: RouteDefinition[] = [
  {
    id: 'echo-fixture',
    method: 'GET',
    path: '/api/echo/{name}',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 128,
    repositories: [],
  },
  {
    id: 'stream-fixture',
    method: 'POST',
    path: '/api/stream',
    streaming: true,
    timeoutSeconds: 5,
    memoryMb: 128,
    repositories: [],
  },
  {
    id: 'health',
    method: 'GET',
    path: '/api/health',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 128,
    repositories: [],
  },
];
const entryFor = (id: string) =>
  id.endsWith('-fixture')
    ? resolve('test/fixtures/handlers', `${id}.ts`)
    : resolve('lambdas', id, 'handler.ts');

describe('the local server', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ routes: fixtures, entryFor });
  });
  afterAll(() => site.close());

  it('reports health and the store it uses', async () => {
    const res = await fetch(`${site.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; store: { kind: string; endpoint: string } };
    expect(body.ok).toBe(true);
    expect(body.store).toEqual({ kind: 'dynalite', endpoint: site.store.endpoint });
  });

  it('builds a REST proxy event with path parameters, query string, stage and the TCP source IP', async () => {
    const res = await fetch(`${site.url}/api/echo/caf%C3%A9?page=2&tag=a&tag=b`, {
      headers: { 'X-Forwarded-For': '10.9.9.9' },
    });
    const event = (await res.json()) as Record<string, unknown>;
    expect(event).toMatchObject({
      sourceIp: '127.0.0.1',
      forwardedFor: '10.9.9.9',
      resource: '/api/echo/{name}',
      resourcePath: '/api/echo/{name}',
      path: '/api/echo/caf%C3%A9',
      httpMethod: 'GET',
      pathParameters: { name: 'café' },
      queryStringParameters: { page: '2', tag: 'b' },
      multiValueQueryStringParameters: { page: ['2'], tag: ['a', 'b'] },
      stage: 'local',
    });
    expect(event.requestId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  });

  it('writes the viewer address from the socket, as CloudFront does, dropping every copy the client sent', async () => {
    const res = await get(`${site.url}/api/echo/x`, [
      ['X-Viewer-Address', '198.51.100.66'],
      ['x-viewer-address', '2001:db8::66'],
      ['X-Forwarded-For', '198.51.100.67'],
    ]);
    const event = JSON.parse(res.text) as {
      sourceIp: string;
      headers: Record<string, string>;
      multiValueHeaders: Record<string, string[]>;
    };
    expect(event.sourceIp).toBe('127.0.0.1');
    expect(event.headers['x-viewer-address']).toBe('127.0.0.1');
    expect(event.multiValueHeaders['x-viewer-address']).toEqual(['127.0.0.1']);
  });

  it('passes query keys and headers named like Object.prototype members through as plain data', async () => {
    const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    const query = names.flatMap((name) => [`${name}=1`, `${name}=2`]).join('&');
    const res = await get(`${site.url}/api/echo/x?${query}`, [
      ...names.map((name): [string, string] => [name, 'a']),
      ['constructor', 'b'],
    ]);
    expect(res.status).toBe(200);
    const event = JSON.parse(res.text) as Record<string, Record<string, unknown>>;
    for (const name of names) {
      expect(Object.getOwnPropertyDescriptor(event.queryStringParameters, name)?.value).toBe('2');
      expect(Object.getOwnPropertyDescriptor(event.multiValueQueryStringParameters, name)?.value).toEqual([
        '1',
        '2',
      ]);
    }
    // The shared stack lowercases header names, as it does for every header.
    expect(Object.getOwnPropertyDescriptor(event.headers, '__proto__')?.value).toBe('a');
    expect(Object.getOwnPropertyDescriptor(event.headers, 'tostring')?.value).toBe('a');
    expect(Object.getOwnPropertyDescriptor(event.multiValueHeaders, 'constructor')?.value).toEqual([
      'a',
      'b',
    ]);
    const health = await get(`${site.url}/api/health?${query}`, [['constructor', 'a']]);
    expect(health.status).toBe(200);
  });

  it('streams a streaming handler: status and headers from the prelude, first bytes before the last', async () => {
    const started = Date.now();
    const res = await fetch(`${site.url}/api/stream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ words: ['one', 'two', 'three'] }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-fixture')).toBe('yes');
    const reader = res.body!.getReader();
    const first = await reader.read();
    const firstAt = Date.now() - started;
    let text = new TextDecoder().decode(first.value);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += new TextDecoder().decode(chunk.value);
    const doneAt = Date.now() - started;
    expect(text).toBe('one two three ');
    expect(doneAt - firstAt).toBeGreaterThanOrEqual(500);
  });

  it('answers a streaming route that fails validation with a JSON 400, not a stream', async () => {
    const res = await fetch(`${site.url}/api/stream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ words: [] }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { details: unknown[] }).details).toEqual([
      { field: 'words', message: expect.any(String) },
    ]);
  });

  it('answers a body that is not JSON, or not declared as JSON, with a coded 422 or 415', async () => {
    const broken = await post(`${site.url}/api/stream`, '{"words":');
    expect(broken.status).toBe(422);
    expect(errorOf(broken.text).code).toBe('invalid_json');
    const text = await post(`${site.url}/api/stream`, 'words', { headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(errorOf(text.text).code).toBe('unsupported_media_type');
  });

  it('answers unknown API paths with 404 JSON and known paths with another method with 405', async () => {
    const missing = await fetch(`${site.url}/functions/v1/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
    const wrong = await fetch(`${site.url}/api/health`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });

  it('refuses a request body over the API Gateway limit with 413', async () => {
    const res = await fetch(`${site.url}/api/stream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(11 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
  });
});

describe('the local data folder', () => {
  it('keeps data across restarts and refuses a second process with a clear message', async () => {
    const site = await startTestSite();
    const { dataDir } = site;
    await site.store.client.send(
      new CreateTableCommand({
        TableName: 'probe',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      }),
    );
    // dynalite turns a new table ACTIVE on a timer: on a busy machine a write right away finds no table.
    await waitUntilTableExists(
      { client: site.store.client, maxWaitTime: 30, minDelay: 1 },
      { TableName: 'probe' },
    );
    await site.store.client.send(new PutItemCommand({ TableName: 'probe', Item: { pk: { S: 'kept' } } }));
    await expect(startLocalStore({ dataDir, stage: 'local', tables: [] })).rejects.toThrow(
      /in use by another process \(pid \d+\)/,
    );
    await site.server.close();
    await site.store.close();

    const again = await startLocalStore({ dataDir, stage: 'local', tables: [] });
    const { Item } = await again.client.send(
      new GetItemCommand({ TableName: 'probe', Key: { pk: { S: 'kept' } } }),
    );
    expect(Item).toEqual({ pk: { S: 'kept' } });
    await again.close();
  });
});
