import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StageConfig } from './config';
import { siteUrlOf } from './environment';

/**
 * The prerendered pages carry the site URL they were built for (canonical links, social cards, robots.txt):
 * a deploy must ship a build made for the stage's own address. Returns a warning when the stage has none yet.
 */
export function checkSiteBuild(siteAssets: string, config: StageConfig): string | undefined {
  const infoFile = join(siteAssets, '.site.json');
  const wanted = siteUrlOf(config);
  const build = wanted ? `SITE_URL=${wanted} npm run build` : 'npm run build';
  if (!existsSync(infoFile))
    throw new Error(`${siteAssets} holds no prerendered build: run \`${build}\` first.`);
  const { siteUrl } = JSON.parse(readFileSync(infoFile, 'utf8')) as { siteUrl?: string };
  if (!wanted) {
    return `Stage ${config.stage} has no siteUrl or domain: its pages name ${siteUrl} as their address. Set siteUrl to the SiteUrl output, rebuild and deploy again.`;
  }
  if (siteUrl !== wanted) {
    throw new Error(
      `${siteAssets} was built for ${siteUrl}, but stage ${config.stage} is ${wanted}: run \`${build}\` and deploy again.`,
    );
  }
  return undefined;
}
