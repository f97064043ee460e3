/** The routing rules API Gateway applies, shared by the local server and the fallback function. */
export interface RouteLike {
  method: string;
  path: string;
}

export type RouteMatch<R extends RouteLike> =
  | { kind: 'found'; route: R; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: string[] }
  | { kind: 'none' };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decodeSegments(path: string): string[] | undefined {
  try {
    return segmentsOf(path).map(decodeURIComponent);
  } catch {
    return undefined; // malformed percent-encoding matches nothing
  }
}

/** Matches a concrete path against a template (`{name}` takes one segment, `{name+}` the rest). */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  const want = segmentsOf(template);
  const have = decodeSegments(path);
  if (!have) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    const greedy = /^\{(\w+)\+\}$/.exec(segment);
    if (greedy) {
      if (i >= have.length) return undefined;
      params[greedy[1]!] = have.slice(i).join('/');
      return params;
    }
    const value = have[i];
    if (value === undefined) return undefined;
    const param = /^\{(\w+)\}$/.exec(segment);
    if (param) params[param[1]!] = value;
    else if (segment !== value) return undefined;
  }
  return want.length === have.length ? params : undefined;
}

const literalCount = (template: string) => segmentsOf(template).filter((s) => !s.startsWith('{')).length;

/** Finds the route for a request; the most literal template wins, as in API Gateway. */
export function matchRoute<R extends RouteLike>(
  routes: readonly R[],
  method: string,
  path: string,
): RouteMatch<R> {
  const candidates = routes
    .map((route) => ({ route, params: matchPath(route.path, path) }))
    .filter((c): c is { route: R; params: Record<string, string> } => c.params !== undefined)
    .sort((a, b) => literalCount(b.route.path) - literalCount(a.route.path));
  if (candidates.length === 0) return { kind: 'none' };
  const hit = candidates.find((c) => c.route.method === method.toUpperCase());
  if (hit) return { kind: 'found', route: hit.route, params: hit.params };
  return { kind: 'wrong-method', allowed: [...new Set(candidates.map((c) => c.route.method))] };
}
