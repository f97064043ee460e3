import { Command } from 'commander';
import { CliError } from './cli-error';
import type { WithTarget } from './cli-support';
import { SinceSchema } from './lead-options';

/** `events`: what visitors used, from the events table's daily counters (issue 30). */
export function eventsCommand(withTarget: WithTarget): Command {
  return new Command('events')
    .description('page views, tool funnels, roast funnel by entry and Web Vitals from the visitor counters')
    .option('--since <when>', 'from a date (YYYY-MM-DD), a date-time, or days back (default 30d)', '30d')
    .option('--json', 'print the report as JSON')
    .action(async (options: { since: string; json?: boolean }, command: Command) => {
      const since = SinceSchema.safeParse(options.since);
      if (!since.success)
        throw new CliError(
          `--since ${options.since}: use a date (2026-11-01), a date-time with offset, or days back (30d).`,
        );
      const [{ daysBetween }, { printStats }, { eventsReport }] = await Promise.all([
        import('./events/event-counters'),
        import('./events/print'),
        import('./events/report'),
      ]);
      const days = daysBetween(since.data, new Date());
      await withTarget(command, async ({ events }) => {
        const report = eventsReport(await events.read(days), days);
        console.log(options.json ? JSON.stringify(report, null, 2) : printStats(report));
      });
    });
}
