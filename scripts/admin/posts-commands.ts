import { Command } from 'commander';
import { CliError } from './cli-error';
import type { FieldOverrides } from './post-files';
import { confirm, plural, table } from './terminal-input';
import { publishChanges } from './site-publish';
import type { WithTarget } from './cli-support';

const FIELDS = ['title', 'slug', 'author', 'category', 'excerpt', 'date'] as const;

function withFieldOptions(command: Command): Command {
  return command
    .option('--title <text>', 'title (wins over the front matter)')
    .option('--slug <slug>', 'URL slug: lowercase words joined by dashes')
    .option('--author <name>', 'author')
    .option('--category <name>', 'category')
    .option('--excerpt <text>', 'one or two sentences for the blog list')
    .option('--date <YYYY-MM-DD>', 'publication date');
}

const overridesOf = (options: Record<string, unknown>): FieldOverrides =>
  Object.fromEntries(FIELDS.filter((f) => options[f] !== undefined).map((f) => [f, options[f]]));

const dry = (dryRun: boolean | undefined) => (dryRun ? '[dry run] would have ' : '');

// Loaded by the commands that use them (Markdown, YAML, the sanitizer): `--help` and `list` never do.
const postActions = () => import('./post-actions');
const postFiles = () => import('./post-files');

/** `posts …`: add, update, publish, unpublish, list, delete and export blog posts. */
export function postsCommand(withTarget: WithTarget): Command {
  const posts = new Command('posts').description('manage blog posts');

  withFieldOptions(
    posts
      .command('add')
      .description(
        'add posts from Markdown (.md) or HTML (.html) files with YAML front matter, or folders of them',
      )
      .addHelpText(
        'after',
        `
Front matter: title, author, category, excerpt and date (YYYY-MM-DD) are required; slug (default:
made from the title), published (default false) and id (a UUID, written by export) are optional.
Markdown is converted to HTML; all HTML is sanitized. If any file is bad, nothing is added.

Example:
  npm run admin -- posts add content/blog/email-list-basics.md --publish`,
      )
      .argument('<paths...>', 'post files or folders'),
  )
    .option('--publish', 'publish the added posts whatever their front matter says')
    .option('--dry-run', 'check everything and show what would be added, without writing')
    .action(async (paths: string[], options: Record<string, unknown>, command: Command) => {
      const { expandPostPaths, readPostFiles } = await postFiles();
      const { clashesInStore, describePost, repeatedSlugs } = await postActions();
      const files = await expandPostPaths(paths);
      if (files.length === 0) throw new CliError('No .md or .html files found in the given folders.');
      const overrides = overridesOf(options);
      if (Object.keys(overrides).length && files.length > 1) {
        throw new CliError('Field options (--title, --slug…) apply to one file at a time.');
      }
      if (options.publish) overrides.published = true;
      const { posts: read, problems } = await readPostFiles(files, overrides);
      problems.push(...repeatedSlugs(read));
      if (problems.length) throw new CliError('Nothing was added: fix these problems first.', problems);
      await withTarget(command, async (target) => {
        const repo = target.posts;
        const clashes = await clashesInStore(
          repo,
          read.map((f) => f.post),
          'create',
        );
        if (clashes.length) throw new CliError('Nothing was added: fix these problems first.', clashes);
        for (const { file, post } of read) {
          if (!options.dryRun) await repo.save(post, 'create');
          console.log(`${dry(options.dryRun as boolean)}added ${describePost(post)} from ${file}`);
        }
        if (!options.dryRun && read.some(({ post }) => post.published)) {
          await publishChanges(target, { posts: read.map(({ post }) => post.id) });
        }
      });
    });

  withFieldOptions(
    posts
      .command('update')
      .description('change a post: from a file (fields it leaves out keep their values) and/or field options')
      .argument('<slug-or-id>', 'the post to change'),
  )
    .option('--file <path>', 'replace the content (and any front matter fields) from this file')
    .option('--dry-run', 'show the change without writing')
    .action(async (slugOrId: string, options: Record<string, unknown>, command: Command) => {
      const { clashesInStore, describePost, resolvePost, updatedPost } = await postActions();
      await withTarget(command, async (target) => {
        const repo = target.posts;
        const existing = await resolvePost(repo, slugOrId);
        const next = await updatedPost(existing, options.file as string | undefined, overridesOf(options));
        const clashes = await clashesInStore(repo, [next], 'replace');
        if (clashes.length) throw new CliError('Nothing was changed.', clashes);
        if (!options.dryRun) await repo.save(next, 'replace');
        console.log(`${dry(options.dryRun as boolean)}updated ${describePost(next)}`);
        if (!options.dryRun && (existing.published || next.published)) {
          await publishChanges(target, { posts: [existing.id] });
        }
      });
    });

  for (const [name, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    posts
      .command(name)
      .description(
        published ? 'make posts visible on the blog' : 'hide posts from the blog (keeps them as drafts)',
      )
      .argument('<slug-or-id...>', 'the posts')
      .option('--dry-run', 'show what would change without writing')
      .action(async (targets: string[], options: { dryRun?: boolean }, command: Command) => {
        const { describePost, resolvePost } = await postActions();
        await withTarget(command, async (target) => {
          const repo = target.posts;
          const changed: string[] = [];
          for (const slugOrId of targets) {
            const post = await resolvePost(repo, slugOrId);
            if (post.published === published) {
              console.log(`${describePost(post)} is already ${published ? 'published' : 'a draft'}`);
              continue;
            }
            if (!options.dryRun) await repo.saveHead({ ...post, published });
            if (!options.dryRun) changed.push(post.id);
            console.log(`${dry(options.dryRun)}${name}ed ${describePost({ ...post, published })}`);
          }
          if (changed.length) await publishChanges(target, { posts: changed });
        });
      });
  }

  posts
    .command('list')
    .description('list every post, published and drafts, newest first')
    .option('--json', 'print JSON instead of a table')
    .action(async (options: { json?: boolean }, command: Command) => {
      await withTarget(command, async ({ posts: repo }) => {
        const all = await repo.listAll();
        if (options.json)
          return console.log(
            JSON.stringify(
              all.map(({ content: _c, ...head }) => head),
              null,
              2,
            ),
          );
        if (all.length === 0) return console.log('No posts yet.');
        const rows = all.map((p) => [p.published ? 'published' : 'draft', p.date, p.slug, p.title, p.id]);
        console.log(table([['STATUS', 'DATE', 'SLUG', 'TITLE', 'ID'], ...rows]));
        const published = all.filter((p) => p.published).length;
        console.log(
          `\n${plural(all.length, 'post')}: ${published} published, ${plural(all.length - published, 'draft')}`,
        );
      });
    });

  posts
    .command('delete')
    .description('delete a post for good (asks first unless --yes)')
    .argument('<slug-or-id>', 'the post to delete')
    .option('--yes', 'do not ask for confirmation')
    .option('--dry-run', 'show what would be deleted without deleting')
    .action(async (slugOrId: string, options: { yes?: boolean; dryRun?: boolean }, command: Command) => {
      const { describePost, resolvePost } = await postActions();
      await withTarget(command, async (target) => {
        const repo = target.posts;
        const post = await resolvePost(repo, slugOrId);
        if (options.dryRun) return console.log(`${dry(true)}deleted ${describePost(post)}`);
        if (!options.yes && !(await confirm(`Delete ${describePost(post)} for good? [y/N] `))) {
          throw new CliError('Cancelled: nothing was deleted.');
        }
        await repo.remove(post.id);
        console.log(`deleted ${describePost(post)}`);
        if (post.published) await publishChanges(target, { posts: [post.id] });
      });
    });

  posts
    .command('export')
    .description(
      'write every post to <folder>/<slug>.html with front matter; `posts add <folder>` re-imports them',
    )
    .argument('<folder>', 'folder to write to (created if missing; files of the same name are replaced)')
    .option('--dry-run', 'list the files without writing them')
    .action(async (folder: string, options: { dryRun?: boolean }, command: Command) => {
      const { exportPosts } = await postActions();
      await withTarget(command, async ({ posts: repo }) => {
        const written = await exportPosts(await repo.listAll(), folder, options.dryRun ?? false);
        for (const path of written) console.log(`${dry(options.dryRun)}written ${path}`);
        console.log(`${dry(options.dryRun)}exported ${plural(written.length, 'post')} to ${folder}`);
      });
    });

  return posts;
}
