/**
 * The smoke test of every route of a deployed stage (or of `npm start`), through the site's own URL:
 *   npm run smoke -- https://d1234abcd.cloudfront.net
 * Each AI route makes one real generation (a few tenths of a cent on Bedrock) and counts against your address's
 * limits. Tool routes are called with their declared example (catalog/tools/<id>.ts); refine refines the first
 * tool's answer; the site's own routes are listed below. Prints one line per call, exits 1 if any failed.
 */
import { routes, type RouteDefinition } from '../../catalog/routes';

interface Check {
  expected: number;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** The site's own routes: what each should answer. A new site route adds its line here. */
const siteChecks: Check[] = [
  { expected: 200, method: 'GET', path: '/api/health' },
  { expected: 200, method: 'GET', path: '/api/site-config' },
  { expected: 200, method: 'GET', path: '/api/blog-posts' },
  { expected: 404, method: 'GET', path: '/api/blog-posts/no-such-post' },
  { expected: 404, method: 'GET', path: '/api/programmatic-pages/no-such-page' },
  // A visitor's page view is counted (no cookie, no identifier) and answered with no body.
  {
    expected: 204,
    method: 'POST',
    path: '/api/events',
    body: { events: [{ name: 'page_view', path: '/', viewport: 'desktop' }] },
  },
  // A forged unsubscribe token is refused, by the link and by one-click.
  { expected: 400, method: 'GET', path: '/api/unsubscribe?token=forged' },
  { expected: 400, method: 'POST', path: '/api/unsubscribe?token=forged' },
  // The fallback: unknown paths and wrong methods.
  { expected: 404, method: 'GET', path: '/api/no-such-route' },
  { expected: 405, method: 'GET', path: '/functions/v1/content-brief' },
];

/** Every tool route with its declared example body. */
const toolChecks: Check[] = (routes as readonly RouteDefinition[]).flatMap((route) =>
  route.example ? [{ expected: 200, method: 'POST' as const, path: route.path, body: route.example }] : [],
);

async function call(site: string, { method, path, body }: Check): Promise<{ status: number; text: string }> {
  try {
    const res = await fetch(`${site}${path}`, {
      method,
      signal: AbortSignal.timeout(70_000),
      ...(body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: res.status, text: await res.text() };
  } catch (error) {
    return { status: 0, text: (error as Error).message };
  }
}

/** Runs every check against `site`; returns the lines it printed and whether all passed. */
export async function smokeTest(site: string, print: (line: string) => void = console.log): Promise<boolean> {
  let passed = true;
  let firstAnswer: { tool: string; answer: unknown } | undefined;
  const run = async (check: Check) => {
    const { status, text } = await call(site, check);
    const ok = status === check.expected;
    passed &&= ok;
    print(
      ok
        ? `ok    ${status} ${check.method} ${check.path}`
        : `FAIL  ${status} (expected ${check.expected}) ${check.method} ${check.path}: ${text.slice(0, 300)}`,
    );
    return ok ? text : undefined;
  };
  for (const check of siteChecks) await run(check);
  for (const check of toolChecks) {
    const text = await run(check);
    const tool = routes.find((route) => route.path === check.path)?.id;
    if (text && !firstAnswer && tool) firstAnswer = { tool, answer: JSON.parse(text) };
  }
  const previous = firstAnswer ?? { tool: 'none', answer: {} };
  await run({
    expected: 200,
    method: 'POST',
    path: '/functions/v1/refine',
    body: { tool: previous.tool, previous: previous.answer, instruction: { kind: 'shorter' } },
  });
  return passed;
}
