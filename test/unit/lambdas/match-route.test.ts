import { matchPath, matchRoute } from '@lambdas/shared/http/match-route';

const routes = [
  { method: 'GET', path: '/api/blog-posts' },
  { method: 'GET', path: '/api/blog-posts/{slugOrId}' },
  { method: 'GET', path: '/api/blog-posts/featured' },
  { method: 'POST', path: '/functions/v1/content-brief' },
];

describe('route matching', () => {
  it('extracts and decodes path parameters', () => {
    expect(matchPath('/api/blog-posts/{slugOrId}', '/api/blog-posts/caf%C3%A9-tips')).toEqual({
      slugOrId: 'café-tips',
    });
    expect(matchPath('/api/{proxy+}', '/api/a/b/c')).toEqual({ proxy: 'a/b/c' });
    expect(matchPath('/api/blog-posts/{slugOrId}', '/api/blog-posts')).toBeUndefined();
    expect(matchPath('/api/blog-posts/{slugOrId}', '/api/blog-posts/%E0%A4%A')).toBeUndefined();
  });

  it('prefers the most literal template, as API Gateway does', () => {
    const match = matchRoute(routes, 'GET', '/api/blog-posts/featured');
    expect(match).toEqual({ kind: 'found', route: routes[2], params: {} });
  });

  it('reports a known path with another method as wrong-method with the allowed methods', () => {
    expect(matchRoute(routes, 'GET', '/functions/v1/content-brief')).toEqual({
      kind: 'wrong-method',
      allowed: ['POST'],
    });
  });

  it('reports an unknown path as none', () => {
    expect(matchRoute(routes, 'GET', '/api/nothing-here')).toEqual({ kind: 'none' });
  });
});
