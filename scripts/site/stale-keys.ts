import { isEditorKey, type EditorLayer, type PublishScope } from './site-pages';
import { keyOfPath } from './site-info';
import type { SiteTarget } from './targets';

/** The stored key a sitemap URL is served from (`/blog?page=3` is `blog/page/3/index.html`), if any. */
export function keyOfLoc(loc: string): string | undefined {
  let url: URL;
  try {
    url = new URL(loc);
  } catch {
    return undefined;
  }
  const page = url.pathname === '/blog' ? url.searchParams.get('page') : null;
  if (page !== null) return /^\d+$/.test(page) ? `blog/page/${page}/index.html` : undefined;
  return url.search ? undefined : keyOfPath(decodeURIComponent(url.pathname));
}

/**
 * The stored editor keys a publish removes: those not `kept`. Without a scope (`site render`) it lists every
 * one on the target. With one it checks only what the change can have orphaned, so one publish never lists
 * the site's 20,000 post folders: the pages it renders, the changed posts' id pages, every URL the previous
 * sitemap listed (an old slug, a deleted page), the list pages past the new last one, and the sitemap parts.
 */
export async function staleKeys(
  target: SiteTarget,
  layer: EditorLayer,
  scope: PublishScope | undefined,
  previousLocs: Iterable<string>,
  kept: (key: string) => boolean,
): Promise<string[]> {
  const stale = (key: string) => isEditorKey(key) && !kept(key);
  if (!scope) {
    const stored = await Promise.all(['blog/', 'tools/', 'sitemap-'].map((prefix) => target.list(prefix)));
    return stored.flat().filter(stale);
  }
  const candidates = new Set<string>(layer.render.flatMap((page) => page.keys));
  for (const id of scope.posts ?? []) candidates.add(keyOfPath(`/blog/${id}`));
  for (const slug of scope.pages ?? []) candidates.add(keyOfPath(`/tools/${slug}`));
  for (const loc of previousLocs) {
    const key = keyOfLoc(loc);
    if (key) candidates.add(key);
  }
  for (let n = layer.lastPage + 1; n <= layer.previousLastPage; n++)
    candidates.add(`blog/page/${n}/index.html`);
  const maybe = [...candidates].filter(stale);
  const held = await Promise.all(
    maybe.map(async (key) => ((await target.read(key)) === undefined ? [] : [key])),
  );
  return [...held.flat(), ...(await target.list('sitemap-')).filter(stale)].sort();
}
