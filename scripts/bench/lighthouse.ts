/**
 * `npm run bench:lighthouse`: mobile Lighthouse (pinned, through npx, not a dependency) three times per public
 * page against the built site served compressed; prints the median scores, FCP, LCP, TBT and CLS, and the
 * load average after each page (Lighthouse's performance score needs a quiet machine).
 */
import { loadavg } from 'node:os';
import { resolveBrowser } from '../browser';
import { runLighthouse, type LighthouseReport } from './lighthouse-run';
import { summarize, tableRow } from './lighthouse-summary';
import { startBenchSite } from './bench-site';

const RUNS = 3;

async function main() {
  const root = process.cwd();
  const site = await startBenchSite(root);
  const { executablePath } = await resolveBrowser();
  try {
    console.log(
      '| page | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | load (1 min) |\n|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const path of site.pages) {
      const runs: LighthouseReport[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(`${site.url}${path}`, executablePath));
      console.log(tableRow(path, summarize(runs), loadavg()[0]!.toFixed(2)));
    }
  } finally {
    await site.close();
  }
}

await main();
