import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from './site/build';
import { builtPaths, readSiteInfo, siteUrlFromEnv } from './site/site-info';

const SOURCES = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/public',
  'catalog',
  'lambdas',
  'scripts/site',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** True when web/dist is missing, older than any source it is built from, or built for another site URL. */
export function webBuildIsStale(root: string, siteUrl: string): boolean {
  const { siteInfo, serverEntry } = builtPaths(root);
  if (!existsSync(siteInfo) || !existsSync(serverEntry)) return true;
  if (readSiteInfo(root).siteUrl !== siteUrl) return true;
  const built = statSync(siteInfo).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** Builds and prerenders the site when (and only when) it is stale. */
export async function ensureWebBuild(
  root: string,
  siteUrl: string = siteUrlFromEnv(),
  log: (line: string) => void = console.log,
): Promise<void> {
  if (!webBuildIsStale(root, siteUrl)) return;
  log('Building the web app (web/dist)…');
  await buildSite(root, siteUrl, log);
}
