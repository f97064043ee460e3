import type { LighthouseReport } from './lighthouse-run';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** One page's row: median category scores (0–100), FCP and LCP in seconds, TBT in ms, CLS. */
export interface LighthouseRow {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpSeconds: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The medians of a page's runs; a report without a category or audit the table shows is an error. */
export function summarize(runs: readonly LighthouseReport[]): LighthouseRow {
  if (!runs.length) throw new Error('No Lighthouse run to summarize.');
  const score = (category: (typeof CATEGORIES)[number]) =>
    Math.round(
      median(
        runs.map((run) => {
          const found = run.categories[category];
          if (!found) throw new Error(`A Lighthouse report has no ${category} category.`);
          return found.score;
        }),
      ) * 100,
    );
  const audit = (id: string) =>
    median(
      runs.map((run) => {
        const value = run.audits[id]?.numericValue;
        if (value === undefined) throw new Error(`A Lighthouse report has no ${id} value.`);
        return value;
      }),
    );
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as LighthouseRow['scores'],
    fcpSeconds: audit('first-contentful-paint') / 1000,
    lcpSeconds: audit('largest-contentful-paint') / 1000,
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** The row as the bench's Markdown table prints it. */
export const tableRow = (path: string, row: LighthouseRow, load: string): string =>
  `| ${path} | ${[
    ...CATEGORIES.map((c) => row.scores[c]),
    `${row.fcpSeconds.toFixed(1)} s`,
    `${row.lcpSeconds.toFixed(1)} s`,
    `${Math.round(row.tbtMs)} ms`,
    row.cls.toFixed(3),
    load,
  ].join(' | ')} |`;
