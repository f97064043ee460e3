/**
 * `npm run bench:lighthouse`: mobile Lighthouse (through npx, not a dependency) three times per public page
 * against the built site served compressed; prints the median scores, LCP and CLS.
 */
import { join } from 'node:path';
import { resolveBrowser } from '../browser';
import { ensureWebBuild } from '../web-build';
import { runLighthouse, type LighthouseReport } from './lighthouse-run';
import { publicPages } from './public-pages';
import { serveBuilt } from './serve-built';

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const root = process.cwd();
  await ensureWebBuild(root);
  const { server, url } = await serveBuilt(join(root, 'web/dist'));
  const { executablePath } = await resolveBrowser();
  try {
    console.log('| page | perf | a11y | best practices | SEO | LCP | CLS |\n|---|---|---|---|---|---|---|');
    for (const path of await publicPages(join(root, 'web/dist'))) {
      const runs: LighthouseReport[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(`${url}${path}`, executablePath));
      const score = (c: (typeof CATEGORIES)[number]) =>
        Math.round(median(runs.map((r) => r.categories[c]!.score)) * 100);
      const audit = (id: string) => median(runs.map((r) => r.audits[id]!.numericValue ?? 0));
      const lcp = (audit('largest-contentful-paint') / 1000).toFixed(1);
      const cls = audit('cumulative-layout-shift').toFixed(3);
      console.log(`| ${path} | ${CATEGORIES.map(score).join(' | ')} | ${lcp} s | ${cls} |`);
    }
  } finally {
    server.close();
  }
}

await main();
