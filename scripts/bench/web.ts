/**
 * `npm run bench:web`: builds the site, serves it compressed, loads each public page in Chromium and prints the
 * gzip (level 9) size of every script the page asked for until it was live (hydrated), next to the floor (the
 * bare stack, built the same way) and the page's budget (web-budget.ts), and the machine's load average. Exits
 * non-zero when a page is over its budget. `--json` prints the figures alone; paths limit it to those pages.
 */
import { loadavg } from 'node:os';
import { budgetOf, overBudget } from './web-budget';
import { measureWeb } from './web-run';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const loadBefore = loadavg()[0]!;
const json = process.argv.includes('--json');
const asked = process.argv.slice(2).filter((arg) => arg !== '--json');
// Tool pages are measured against home: it is always measured.
const { floor, rows } = await measureWeb(process.cwd(), asked.length ? ['/', ...asked] : []);
if (json) {
  // For the suite (test/unit/scripts/bench-web.test.ts), which runs the bench as it is run by hand.
  console.log(JSON.stringify({ floor, rows }));
} else {
  const home = rows.find((row) => row.path === '/')?.bytes ?? 0;
  console.log(`| page | first-load JS gzip KB | ÷ floor (${kb(floor)} KB) | budget KB |\n|---|---|---|---|`);
  for (const { path, bytes } of rows) {
    const budget = budgetOf(path, floor, home);
    console.log(`| ${path} | ${kb(bytes)} | ${(bytes / floor).toFixed(2)}× | ${budget ? kb(budget) : '–'} |`);
  }
  const over = overBudget(rows, floor);
  console.log(over.length ? `\nover budget:\n${over.join('\n')}` : '\nevery page within its budget');
  console.log(
    `\nload average (1 min) before and after: ${loadBefore.toFixed(2)} / ${loadavg()[0]!.toFixed(2)}`,
  );
  process.exitCode = over.length ? 1 : 0;
}
