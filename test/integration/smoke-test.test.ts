import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { routes } from '../../infra/routes';
import { startTestSite, type TestSite } from '../support/local-site';

const run = promisify(execFile);
const script = 'scripts/smoke-test.sh';

// The script's own limit (below) decides: it calls every route, which took over jest's default 5 s at load 15.
jest.setTimeout(90_000);

let site: TestSite;
beforeAll(async () => {
  Object.assign(process.env, { GENERATOR: 'demo', DEMO_CHUNK_DELAY_MS: '0' });
  site = await startTestSite();
});
afterAll(() => site.close());

describe('the deploy smoke test (docs/deploy.md)', () => {
  it('calls every route of the route table', () => {
    const text = readFileSync(script, 'utf8');
    for (const route of routes) {
      // Paths with parameters are called with a made-up value: the part before it must appear.
      const fixed = route.path.split('{')[0]!;
      expect(text).toContain(`${route.method} ${fixed}`);
    }
  });

  it('passes against the local stack, one line per route', async () => {
    const { stdout } = await run('bash', [script, site.url], { timeout: 60_000 });
    const lines = stdout.trim().split('\n');
    expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
    expect(lines.length).toBeGreaterThanOrEqual(routes.length);
  });
});
