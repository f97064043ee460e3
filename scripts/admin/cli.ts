/**
 * The editors' admin CLI: `npm run admin -- <command>` (or `npx tsx scripts/admin/cli.ts <command>`).
 * Works on the local store by default and on a deployed stage with `--stage <name>`.
 */
import { Command, CommanderError } from 'commander';
import { CliError } from './cli-error';
import { withTarget } from './cli-support';
import { leadsCommand } from './leads-commands';
import { pagesCommand } from './pages-commands';
import { postsCommand } from './posts-commands';
import { siteCommand } from './site-publish';
import { researchCommand } from './research-command';
import { eventsCommand } from './events-command';

const program = new Command('admin')
  .description(
    'Manage the blog posts, programmatic pages, brand-roast leads and public pages of Content Co-Pilot, and read its visitor statistics.',
  )
  .option('--stage <name>', 'work on a deployed stage (table names from its CloudFormation outputs)')
  .option('--region <region>', "AWS region of the stage (default: the stage's region in cdk.json)")
  .option('--data-dir <path>', 'local data folder', process.env.DATA_DIR ?? '.data')
  .addCommand(postsCommand(withTarget))
  .addCommand(pagesCommand(withTarget))
  .addCommand(leadsCommand(withTarget))
  .addCommand(siteCommand(withTarget))
  .addCommand(eventsCommand(withTarget))
  .addCommand(researchCommand(withTarget));

// Every command prints its help after a usage error and lets the handler below choose the exit code.
const configure = (command: Command): void => {
  command.showHelpAfterError().exitOverride();
  command.commands.forEach(configure);
};
configure(program);

try {
  await program.parseAsync();
} catch (err) {
  if (err instanceof CommanderError) process.exit(err.exitCode); // commander has printed help or the usage error
  if (err instanceof CliError) {
    console.error(`Error: ${err.message}`);
    for (const problem of err.problems) console.error(`  - ${problem}`);
  } else {
    console.error(`Error: ${err instanceof Error ? err.message : String(err)}`);
    if (process.env.DEBUG) console.error(err);
  }
  process.exit(1);
}
