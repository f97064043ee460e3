import { Command } from 'commander';
import * as z from 'zod';
import { CliError } from './cli-error';
import type { WithTarget } from './cli-support';

const KeywordSchema = z.string().trim().min(1).max(100);

/** `research purge <keyword>`: a cached keyword's sources removed, so its next brief searches again. */
export function researchCommand(withTarget: WithTarget): Command {
  const research = new Command('research').description('the live research cache (issue 29)');
  research
    .command('purge')
    .description("remove a keyword's cached sources (every language): its next brief or topic search is live")
    .argument('<keyword>', 'the keyword as visitors typed it (case and spaces do not matter)')
    .action(async (keyword: string, _options: unknown, command: Command) => {
      const parsed = KeywordSchema.safeParse(keyword);
      if (!parsed.success) throw new CliError('research purge: give a keyword of 1 to 100 characters.');
      await withTarget(command, async ({ research: cache }) => {
        const languages = await cache.purge(parsed.data);
        console.log(
          languages.length
            ? `Removed the cached research of "${parsed.data}" (${languages.join(', ')}).`
            : `No cached research for "${parsed.data}".`,
        );
      });
    });
  return research;
}
