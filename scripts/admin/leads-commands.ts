import { writeFile } from 'node:fs/promises';
import { Command } from 'commander';
import type { Lead } from '../../lambdas/shared/repositories/lead-record';
import { CliError } from './cli-error';
import type { WithTarget } from './cli-support';
import { filterHelp, leadFilter, leadsCsv } from './lead-options';
import { confirm, plural, table } from './terminal-input';

const dry = (dryRun: boolean | undefined) => (dryRun ? '[dry run] would have ' : '');

const withFilters = (command: Command): Command =>
  command
    .option('--since <when>', 'only leads created since a date (YYYY-MM-DD), a date-time, or days back (30d)')
    .option('--source <source>', "only leads from 'brand-roast' or from a landing page (its slug)")
    .option('--status <status>', 'only leads in this status')
    .addHelpText('after', filterHelp);

const isEmail = (value: string) => value.includes('@');

/** `leads …`: list, export, delete and resend brand-roast leads. */
export function leadsCommand(withTarget: WithTarget): Command {
  const leads = new Command('leads').description('list, export, delete and resend brand-roast leads');

  withFilters(leads.command('list').description('list leads, newest first'))
    .option('--json', 'print the full leads as JSON')
    .action(async (options: Record<string, unknown>, command: Command) => {
      const filter = leadFilter(options);
      await withTarget(command, async ({ leads: repo }) => {
        const all = await repo.list(filter);
        if (options.json) return console.log(JSON.stringify(all, null, 2));
        if (all.length === 0) return console.log('No leads match.');
        const rows = all.map((lead) => [
          lead.createdAt.slice(0, 16).replace('T', ' '),
          lead.id,
          lead.email,
          lead.brand.brandName.slice(0, 40),
          lead.source,
          lead.status,
        ]);
        console.log(table([['CREATED (UTC)', 'ID', 'EMAIL', 'BRAND', 'SOURCE', 'STATUS'], ...rows]));
        console.log(`\n${plural(all.length, 'lead')}`);
      });
    });

  withFilters(leads.command('export').description('export leads as CSV (default) or JSON'))
    .option('--csv', 'CSV with a header row; cells that a spreadsheet would run as formulas are escaped')
    .option('--json', 'a JSON array of the full leads')
    .option('--out <file>', 'write to a file instead of standard output')
    .action(async (options: Record<string, unknown>, command: Command) => {
      if (options.csv && options.json) throw new CliError('Choose one of --csv and --json.');
      const filter = leadFilter(options);
      await withTarget(command, async ({ leads: repo }) => {
        const all = await repo.list(filter);
        const text = options.json ? `${JSON.stringify(all, null, 2)}\n` : leadsCsv(all);
        if (typeof options.out !== 'string') return void process.stdout.write(text);
        await writeFile(options.out, text, { mode: 0o600 });
        console.error(`exported ${plural(all.length, 'lead')} to ${options.out}`);
      });
    });

  leads
    .command('delete')
    .description("delete every lead of an address, results included (a visitor's deletion request)")
    .addHelpText(
      'after',
      `
The address's opt-out, if any, is kept (as a hash of the address, not the address), so a deleted
visitor who unsubscribed is still never emailed.`,
    )
    .requiredOption('--email <address>', 'the visitor address')
    .option('--yes', 'do not ask for confirmation')
    .option('--dry-run', 'show what would be deleted without deleting')
    .action(async (options: { email: string; yes?: boolean; dryRun?: boolean }, command: Command) => {
      await withTarget(command, async ({ leads: repo }) => {
        const found = await repo.findByEmail(options.email);
        if (found.length === 0) return console.log(`No leads for ${options.email}.`);
        const what = `${plural(found.length, 'lead')} of ${options.email}`;
        if (options.dryRun) return console.log(`${dry(true)}deleted ${what}`);
        if (!options.yes && !(await confirm(`Delete ${what} for good? [y/N] `))) {
          throw new CliError('Cancelled: nothing was deleted.');
        }
        console.log(`deleted ${plural(await repo.deleteByEmail(options.email), 'lead')} of ${options.email}`);
      });
    });

  leads
    .command('resend')
    .description("email a lead's roast again (an address resends its newest lead with a result)")
    .addHelpText('after', '\nAn address that opted out is never emailed.')
    .argument('<id-or-email>', 'a lead id (lead_…) or a visitor address')
    .option('--dry-run', 'show what would be sent without sending')
    .action(async (which: string, options: { dryRun?: boolean }, command: Command) => {
      await withTarget(command, async ({ leads: repo, optOuts, mail }) => {
        const candidates: Lead[] = isEmail(which)
          ? await repo.findByEmail(which)
          : [await repo.get(which)].filter((lead): lead is Lead => lead !== undefined);
        const lead = candidates.find((candidate) => candidate.result);
        if (!lead?.result) {
          throw new CliError(
            candidates.length
              ? `No roast was generated for ${which}: nothing to resend.`
              : `No lead ${which}.`,
          );
        }
        if (await optOuts.isOptedOut(lead.email)) throw new CliError(`${lead.email} opted out: not sent.`);
        if (options.dryRun) return console.log(`${dry(true)}resent lead ${lead.id} to ${lead.email}`);
        const { deliverRoast } = await import('../../lambdas/brand-roast/deliver'); // the roast's email and PDF
        const setup = await mail();
        try {
          const outcome = await deliverRoast(
            lead,
            lead.result,
            { leads: repo, optOuts, ...setup },
            {
              force: true,
            },
          );
          if (outcome !== 'emailed')
            throw new CliError(`Lead ${lead.id}: the email was not sent (${outcome}).`);
          console.log(`resent lead ${lead.id} to ${lead.email}`);
        } finally {
          setup.close();
        }
      });
    });

  return leads;
}
