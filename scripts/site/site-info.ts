import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';

/** Where the build keeps what is not served: Vite's manifest, the page template, the server entry. */
export function builtPaths(root: string) {
  const dist = join(root, 'web/dist');
  return {
    dist,
    manifest: join(dist, '.vite/manifest.json'),
    template: join(dist, '.vite/template.html'),
    serverEntry: join(dist, '.vite/ssr/entry-server.cjs'),
    siteInfo: join(dist, '.site.json'),
  };
}

const SiteInfoSchema = z.object({ siteUrl: z.url(), builtAt: z.iso.datetime() });
export type SiteInfo = z.infer<typeof SiteInfoSchema>;

/** The site URL and time the build rendered its static pages with (web/dist/.site.json). */
export function readSiteInfo(root: string): SiteInfo {
  const { siteInfo } = builtPaths(root);
  if (!existsSync(siteInfo)) throw new Error(`${siteInfo} is missing: run \`npm run build\` first.`);
  return SiteInfoSchema.parse(JSON.parse(readFileSync(siteInfo, 'utf8')));
}

/**
 * The site URL a build uses: SITE_URL, else the local default. Not the port `npm start` happens to use: a
 * build is shared by every local server (tests run several at once), so only SITE_URL may change it.
 */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.SITE_URL ?? 'http://localhost:3000';
  const parsed = z
    .url({ error: 'SITE_URL must be an http(s) address such as https://www.example.com' })
    .parse(url);
  return parsed.replace(/\/+$/, '');
}

/** Stored key of a page path, as infra/edge/viewer-request.js maps it (`/` is `index.html`). */
export const keyOfPath = (path: string): string => {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
};
