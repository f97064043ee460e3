/**
 * `npm run bench:lighthouse`: mobile Lighthouse (pinned, through npx, not a dependency) three times per public
 * page against the built site served compressed; prints the median scores, FCP, LCP, TBT and CLS, and the
 * load average after each page (Lighthouse's performance score needs a quiet machine).
 */
import { loadavg } from 'node:os';
import { resolveBrowser } from '../browser';
import { runLighthouse, type LighthouseReport } from './lighthouse-run';
import { startBenchSite } from './bench-site';

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
      const score = (c: (typeof CATEGORIES)[number]) =>
        Math.round(median(runs.map((r) => r.categories[c]!.score)) * 100);
      const audit = (id: string) => median(runs.map((r) => r.audits[id]!.numericValue ?? 0));
      const seconds = (id: string) => `${(audit(id) / 1000).toFixed(1)} s`;
      const tbt = `${Math.round(audit('total-blocking-time'))} ms`;
      const cls = audit('cumulative-layout-shift').toFixed(3);
      const metrics = [seconds('first-contentful-paint'), seconds('largest-contentful-paint'), tbt, cls];
      const load = loadavg()[0]!.toFixed(2);
      console.log(`| ${path} | ${[...CATEGORIES.map(score), ...metrics, load].join(' | ')} |`);
    }
  } finally {
    await site.close();
  }
}

await main();
