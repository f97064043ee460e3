/**
 * `npm run bench:lighthouse`: mobile Lighthouse (through npx, not a dependency) three times per public page
 * against the built site served compressed; prints the median scores, LCP and CLS.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { resolveBrowser } from '../browser';
import { ensureWebBuild } from '../web-build';
import { publicPages } from './public-pages';
import { serveBuilt } from './serve-built';

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Report {
  categories: Record<(typeof CATEGORIES)[number], { score: number }>;
  audits: Record<string, { numericValue: number }>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One Lighthouse run; CHROME_PATH is whichever browser resolveBrowser picked (system or packaged). */
async function lighthouse(url: string, chromePath: string): Promise<Report> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '-y',
      'lighthouse@13',
      url,
      '--form-factor=mobile',
      '--output=json',
      '--quiet',
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Report;
}

async function main() {
  const root = process.cwd();
  await ensureWebBuild(root);
  const { server, url } = await serveBuilt(join(root, 'web/dist'));
  const { executablePath } = await resolveBrowser();
  try {
    console.log('| page | perf | a11y | best practices | SEO | LCP | CLS |\n|---|---|---|---|---|---|---|');
    for (const path of await publicPages(join(root, 'web/dist'))) {
      const runs: Report[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouse(`${url}${path}`, executablePath));
      const score = (c: (typeof CATEGORIES)[number]) =>
        Math.round(median(runs.map((r) => r.categories[c].score)) * 100);
      const audit = (id: string) => median(runs.map((r) => r.audits[id]!.numericValue));
      const lcp = (audit('largest-contentful-paint') / 1000).toFixed(1);
      const cls = audit('cumulative-layout-shift').toFixed(3);
      console.log(`| ${path} | ${CATEGORIES.map(score).join(' | ')} | ${lcp} s | ${cls} |`);
    }
  } finally {
    server.close();
  }
}

await main();
