import { Command } from 'commander';
import type { PublishScope } from '../site/site-pages';
import { CliError } from './cli-error';
import type { WithTarget } from './cli-support';
import { plural } from './terminal-input';
import type { AdminTarget } from './target';

/**
 * Renders what the store now says onto the target's site and prints what changed: the pages `scope`
 * touches, or every editor page without one.
 */
export async function publishChanges(target: AdminTarget, scope?: PublishScope): Promise<void> {
  // The renderer (the built site's server entry, jsdom) loads only when a command changed public pages.
  const [{ repoRoot }, { loadRenderer }, { readSiteInfo }, { publishSite }] = await Promise.all([
    import('../local/config'),
    import('../site/renderer'),
    import('../site/site-info'),
    import('../site/publish'),
  ]);
  const site = await target.site();
  try {
    const root = repoRoot();
    const renderer = await loadRenderer(root, site.siteUrl).catch((err: unknown) => {
      throw new CliError(
        `The store is changed, but the site could not be updated: ${(err as Error).message}`,
        [
          'fix that, then run `npm run admin -- site render` (with the same --stage) to bring the site up to date',
        ],
      );
    });
    const result = await publishSite({
      repositories: target,
      renderer,
      target: site.target,
      builtAt: readSiteInfo(root).builtAt,
      ...(scope ? { scope } : {}),
    });
    for (const key of result.written) console.log(`site: wrote /${key}`);
    for (const key of result.removed) console.log(`site: removed /${key}`);
    if (result.written.length + result.removed.length === 0) {
      console.log(`site: ${site.target.description} is up to date`);
    } else if (site.cached) {
      console.log(`site: invalidated ${plural(result.invalidated.length, 'path')} on CloudFront`);
    }
  } finally {
    site.close();
  }
}

/** `site …`: render the public pages that editors change. */
export function siteCommand(withTarget: WithTarget): Command {
  const site = new Command('site').description('render the blog, programmatic pages, sitemap and RSS feed');
  site
    .command('render')
    .description(
      'render every editor page, sitemap.xml and rss.xml to the site (a deploy runs this once); writes only what changed',
    )
    .action(async (_options: unknown, command: Command) => {
      await withTarget(command, (target) => publishChanges(target));
    });
  return site;
}
