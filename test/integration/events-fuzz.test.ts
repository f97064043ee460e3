import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { post } from '../support/http';
import { startTestSite, type TestSite } from '../support/local-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

/** A small seeded generator, so a failing body can be found again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const hostile = [
  'ana@example.com',
  'mailto:ana@example.com',
  '203.0.113.9',
  '2001:db8::1',
  '::ffff:10.0.0.1',
  'https://example.com/pricing?email=ana@example.com',
  '//evil.example/x',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36',
  '<script>alert(1)</script>',
  '/blog/ana-at-example-com?utm=1',
  '/../../etc/passwd',
  'x'.repeat(5000),
  'é'.repeat(300),
  '\u0000\u202e',
  '',
  -1,
  1e308,
  Number.NaN,
  null,
  true,
  [],
  {},
  { __proto__: { polluted: true } },
  ['a', 'b'],
];
const valid = [
  { name: 'page_view', path: '/', viewport: 'desktop', referrer: 'news.example.com' },
  { name: 'tool_error', path: '/headline-hook', tool: 'headline-hook', code: 'model_throttled' },
  { name: 'result_download', path: '/content-brief', tool: 'content-brief', format: 'docx' },
  { name: 'lead_captured', path: '/tools/:slug', tool: 'brand-roast', source: 'roast-my-bakery' },
  { name: 'web_vital', path: '/blog/:id', metric: 'CLS', value: 0.02 },
];
const fields = [
  'name',
  'path',
  'tool',
  'viewport',
  'referrer',
  'source',
  'code',
  'format',
  'kind',
  'metric',
  'value',
  'ip',
  'email',
  'userAgent',
  'url',
  '__proto__',
  'constructor',
];

function body(next: () => number): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const roll = next();
  if (roll < 0.05) return pick(['not json', '[]', 'null', '{"events":', JSON.stringify(pick(hostile))]);
  if (roll < 0.1) return { events: pick(hostile) };
  const events = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
    const event: Record<string, unknown> = { ...pick(valid) };
    if (next() < 0.5) event[pick(fields)] = pick(hostile);
    return event;
  });
  return { events, ...(next() < 0.1 ? { [pick(fields)]: pick(hostile) } : {}) };
}

const allowed = new Set([
  'day',
  'key',
  'count',
  'expiresAt',
  'event',
  'path',
  'tool',
  'country',
  'viewport',
  'referrer',
  'source',
  'code',
  'format',
  'kind',
  'metric',
  'bucket',
]);

it('answers 500 hostile event bodies with 204 or a 4xx, and keeps no address, IP, agent, email or URL', async () => {
  const next = random(30);
  const statuses = new Map<number, number>();
  for (let n = 0; n < 500; n += 1) {
    const payload = body(next);
    const res = await post(`${site.url}/api/events`, payload, { localAddress: `127.0.1.${n % 100}` });
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status >= 500 || (res.status !== 204 && res.status < 400))
      throw new Error(
        `${res.status} for ${JSON.stringify(payload).slice(0, 300)}: ${res.text.slice(0, 300)}`,
      );
    if (res.status >= 400) expect(res.text).not.toMatch(/\bat \w+ \(|node_modules/);
  }
  // Both kinds of answer were reached: the fuzz is not all refused at the door.
  expect(statuses.get(204)).toBeGreaterThan(40);
  expect(statuses.get(400)).toBeGreaterThan(50);

  const db = documentClientFor(site.store.client);
  const { Items = [] } = await db.send(new ScanCommand({ TableName: site.store.tableNames.events! }));
  expect(Items.length).toBeGreaterThan(0);
  for (const item of Items) {
    for (const [name, value] of Object.entries(item)) {
      expect([name, allowed.has(name)]).toEqual([name, true]);
      const text = String(value);
      expect([name, text]).not.toEqual([
        name,
        expect.stringMatching(/@|https?:|\/\/|\d+\.\d+\.\d+\.\d+|::|Mozilla|<|%/),
      ]);
    }
  }
});
