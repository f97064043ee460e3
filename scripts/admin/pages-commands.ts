import { Command } from 'commander';
import { programmaticPageFields } from '../../lambdas/shared/contracts/programmatic-page';
import { CliError } from './cli-error';
import type { WithTarget } from './cli-support';
import { confirm, plural, table } from './terminal-input';
import { publishChanges } from './site-publish';

const dry = (dryRun: boolean | undefined) => (dryRun ? '[dry run] would have ' : '');

/** `pages …`: import, list and delete programmatic landing pages. */
export function pagesCommand(withTarget: WithTarget): Command {
  const pages = new Command('pages').description('manage programmatic landing pages (/tools/{slug})');

  pages
    .command('import')
    .description('create or replace pages from a JSON array or a CSV file with a header row')
    .addHelpText(
      'after',
      `
Fields (JSON keys or CSV columns): ${programmaticPageFields.join(', ')}.
The trust_* fields are optional. Every row is checked first; if any row is bad, nothing is imported
unless --skip-invalid. A page whose slug exists is replaced.

Example:
  npm run admin -- pages import content/pages/programmatic-pages.json`,
    )
    .argument('<file>', 'a .json or .csv file')
    .option('--skip-invalid', 'import the good rows and report the bad ones')
    .option('--dry-run', 'check the file and show what would be imported, without writing')
    .action(async (file: string, options: { skipInvalid?: boolean; dryRun?: boolean }, command: Command) => {
      const { readPageRows } = await import('./page-rows'); // csv-parse: loaded by this command only
      const { pages: rows, problems } = await readPageRows(file);
      if (problems.length && !options.skipInvalid) {
        throw new CliError(`${file}: ${plural(problems.length, 'bad row')}; nothing was imported.`, problems);
      }
      for (const problem of problems) console.error(`skipped ${problem}`);
      if (rows.length === 0) throw new CliError(`${file}: no valid pages to import.`);
      await withTarget(command, async (target) => {
        const repo = target.pages;
        const existing = new Set((await repo.list()).map((page) => page.slug));
        if (!options.dryRun) await repo.putMany(rows.map((row) => row.page));
        const updated = rows.filter((row) => existing.has(row.page.slug)).length;
        for (const { page } of rows) {
          console.log(
            `${dry(options.dryRun)}${existing.has(page.slug) ? 'replaced' : 'created'} ${page.slug}`,
          );
        }
        console.log(
          `${dry(options.dryRun)}imported ${plural(rows.length, 'page')} (${rows.length - updated} new, ${updated} replaced)` +
            (problems.length ? `, skipped ${plural(problems.length, 'bad row')}` : ''),
        );
        if (!options.dryRun) await publishChanges(target, { pages: rows.map((row) => row.page.slug) });
      });
    });

  pages
    .command('list')
    .description('list every page by slug')
    .option('--json', 'print the full pages as JSON')
    .action(async (options: { json?: boolean }, command: Command) => {
      await withTarget(command, async ({ pages: repo }) => {
        const all = await repo.list();
        if (options.json) return console.log(JSON.stringify(all, null, 2));
        if (all.length === 0) return console.log('No programmatic pages yet.');
        console.log(table([['SLUG', 'H1'], ...all.map((page) => [page.slug, page.h1])]));
        console.log(`\n${plural(all.length, 'page')}`);
      });
    });

  pages
    .command('delete')
    .description('delete a page for good (asks first unless --yes)')
    .argument('<slug>', 'the page to delete')
    .option('--yes', 'do not ask for confirmation')
    .option('--dry-run', 'show what would be deleted without deleting')
    .action(async (slug: string, options: { yes?: boolean; dryRun?: boolean }, command: Command) => {
      await withTarget(command, async (target) => {
        const repo = target.pages;
        const page = await repo.get(slug);
        if (!page) throw new CliError(`No page with slug '${slug}'.`);
        if (options.dryRun) return console.log(`${dry(true)}deleted page ${slug}`);
        if (!options.yes && !(await confirm(`Delete page '${slug}' for good? [y/N] `))) {
          throw new CliError('Cancelled: nothing was deleted.');
        }
        await repo.remove(slug);
        console.log(`deleted page ${slug}`);
        await publishChanges(target, { pages: [slug] });
      });
    });

  return pages;
}
