import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Renderer } from './renderer-types';

type LoadRenderer = (root: string, siteUrl?: string) => Promise<Renderer>;

/** The prerenderer over the built SPA in `<root>/web/dist`; fails clearly when there is no build. */
export async function openRenderer(root: string, siteUrl?: string): Promise<Renderer> {
  if (!existsSync(join(root, 'web/dist/index.html'))) {
    throw new Error('The site is not built: run `npm run build` first, then try again.');
  }
  // Resolved at run time: scripts/site/renderer.ts is the lead's and lands on main separately.
  const rendererModule = './renderer';
  const { loadRenderer } = (await import(rendererModule)) as { loadRenderer: LoadRenderer };
  return loadRenderer(root, siteUrl);
}

/** When web/dist was built, from its `.site.json`, if it says. */
export function builtAt(root: string): string | undefined {
  try {
    const site = JSON.parse(readFileSync(join(root, 'web/dist/.site.json'), 'utf8')) as { builtAt?: unknown };
    return typeof site.builtAt === 'string' ? site.builtAt : undefined;
  } catch {
    return undefined;
  }
}
