import { routes } from '../../catalog/routes';
import { smokeTest } from '../../scripts/deploy/smoke-test';
import type { RemoteSite } from '../support/stack/remote-site';
import { startRemoteSite } from '../support/stack/start';

// It calls every route, which took over jest's default 5 s at load 15.
jest.setTimeout(90_000);

let site: RemoteSite;
beforeAll(async () => {
  Object.assign(process.env, { GENERATOR: 'demo', DEMO_CHUNK_DELAY_MS: '0' });
  site = await startRemoteSite();
});
afterAll(() => site.close());

describe('the deploy smoke test (docs/deploy.md)', () => {
  it('passes against the local stack, one line per route, every route of the table called', async () => {
    const lines: string[] = [];
    await expect(smokeTest(site.url, (line) => lines.push(line))).resolves.toBe(true);
    expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
    for (const route of routes) {
      // Paths with parameters are called with a made-up value: the part before it must appear.
      const fixed = route.path.split('{')[0]!;
      expect(lines.some((line) => line.includes(`${route.method} ${fixed}`))).toBe(true);
    }
  });

  it('fails, naming the route, when a route answers what it should not', async () => {
    const lines: string[] = [];
    await expect(smokeTest(`${site.url}/no-such-prefix`, (line) => lines.push(line))).resolves.toBe(false);
    expect(lines.some((line) => line.startsWith('FAIL') && line.includes('GET /api/health'))).toBe(true);
  });
});
