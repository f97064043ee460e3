/**
 * `npm run new-tool -- <id> [--kind text|object]`: a working tool from the kit (docs/adding-a-tool.md), in its
 * own folders plus one line in catalog/tools.ts. Prints what it wrote and the curl line that calls it.
 */
import { Command, Option } from 'commander';
import { apiPathOf } from './names';
import { scaffold } from './scaffold';
import type { Kind } from './server-templates';

const program = new Command('new-tool')
  .description('Scaffold a new tool: its server, browser and test folders, and one line in catalog/tools.ts.')
  .argument('<id>', 'the tool id: lower-case words joined by hyphens, e.g. meta-writer')
  .addOption(
    new Option('--kind <kind>', 'streamed text, or one structured JSON answer')
      .choices(['text', 'object'])
      .default('text'),
  )
  .action(async (id: string, { kind }: { kind: Kind }) => {
    try {
      const written = await scaffold(process.cwd(), id, kind);
      console.log(`Wrote the ${kind} tool ${id}:`);
      for (const path of written) console.log(`  ${path}`);
      console.log(`
Its page: http://localhost:3000/${id} (npm start). Call it as a script would:

  curl -s http://localhost:3000${apiPathOf(id)} -H 'Content-Type: application/json' -d '{"topic":"Email marketing for bakeries"}'

Next: its samples in lambdas/${id}/demo.ts, its prompt in lambdas/${id}/prompt.ts, its place in the
navigation in web/src/features/${id}/tool.ts; then npm test (docs/adding-a-tool.md).`);
    } catch (error) {
      console.error((error as Error).message);
      process.exitCode = 1;
    }
  });

await program.parseAsync();
