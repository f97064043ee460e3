import type { Template } from 'aws-cdk-lib/assertions';
import { routes as routeList, type RouteDefinition } from '../../catalog/routes';
import { startTestSite, type TestSite } from '../support/local-site';
import { synthStage } from './support';

const routes: readonly RouteDefinition[] = routeList;
type Found = Record<string, { Properties: Record<string, unknown> }>;
const key = (method: string, path: string) => `${method} ${path}`;
const routeTable = new Set(routes.map((r) => key(r.method, r.path)));

/** Every (method, full path) the REST API in the template answers with a route function (not ANY). */
function templateRoutes(template: Template): Set<string> {
  const resources = template.findResources('AWS::ApiGateway::Resource') as Found;
  const pathOf = (id: string): string => {
    const resource = resources[id];
    if (!resource) return ''; // the API root
    const parent = resource.Properties.ParentId as { Ref?: string };
    return `${parent.Ref ? pathOf(parent.Ref) : ''}/${resource.Properties.PathPart as string}`;
  };
  const methods = Object.values(template.findResources('AWS::ApiGateway::Method') as Found);
  return new Set(
    methods
      .filter((m) => m.Properties.HttpMethod !== 'ANY')
      .map((m) =>
        key(m.Properties.HttpMethod as string, pathOf((m.Properties.ResourceId as { Ref: string }).Ref)),
      ),
  );
}

/** A concrete path for a template: `{id}` and `{path+}` get placeholder segments. */
const concrete = (path: string) => path.replace(/\{\w+\+\}/g, 'probe/deeper').replace(/\{\w+\}/g, 'probe');

describe('one route table everywhere', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it('the API resources in the template are exactly the route table', () => {
    expect([...templateRoutes(synthStage().api)].sort()).toEqual([...routeTable].sort());
  });

  // Each route's handler is imported and compiled on its first request: on a busy machine that outlasts 5 s.
  it('the local server hands every route of the table to its own function, and other paths to the fallback', async () => {
    const served = new Set<string>();
    for (const route of routes) {
      const url = `${site.url}${concrete(route.path)}`;
      const hit = await fetch(url, {
        method: route.method,
        ...(route.method === 'POST' ? { body: '{}' } : {}),
      });
      const body = (await hit.json()) as { error?: string };
      // The fallback answers 405 for a known path and "No API route matches" for an unknown one.
      if (hit.status !== 405 && !body.error?.startsWith('No API route matches'))
        served.add(key(route.method, route.path));
      const wrong = await fetch(url, { method: 'DELETE' });
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get('allow')?.split(/,\s*/)).toContain(route.method);
    }
    expect([...served].sort()).toEqual([...routeTable].sort());
    expect((await fetch(`${site.url}/api/no-such-route`)).status).toBe(404);
    expect((await fetch(`${site.url}/functions/v1/no-such-route`, { method: 'POST' })).status).toBe(404);
  }, 30_000);
});
