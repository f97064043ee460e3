import { vitalNames } from '../../../catalog/events-limits';
import { plural, table } from '../terminal-input';
import type { EventsReport, VitalSummary } from './report';

const byCount = (record: Record<string, number>) => Object.entries(record).sort(([, a], [, b]) => b - a);
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function vital(metric: string, summary: VitalSummary | undefined): string {
  if (!summary) return '–';
  const value = !Number.isFinite(summary.p75)
    ? 'over the last bucket'
    : metric === 'CLS'
      ? String(summary.p75)
      : `${summary.p75} ms`;
  return `${value} (${summary.verdict})`;
}

/** The report as the operator reads it in a terminal: one titled table per question. */
export function printStats(report: EventsReport): string {
  const out = [`Visitor events from ${report.days.from} to ${report.days.to} (UTC days)`];
  const section = (title: string, rows: string[][], empty: string) =>
    out.push('', title, rows.length > 1 ? table(rows) : `  ${empty}`);
  section(
    'Page views by page',
    [['PAGE', 'VIEWS'], ...byCount(report.pageViews).map(([path, n]) => [path, String(n)])],
    'No page views yet.',
  );
  section(
    'Tool funnel (views → submits → results → copies / downloads / refines)',
    [
      ['TOOL', 'VIEWS', 'SUBMITS', 'RESULTS', 'COPIES', 'DOWNLOADS', 'REFINES', 'ERRORS', 'ERROR RATE'],
      ...Object.entries(report.tools)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([tool, f]) => [
          tool,
          ...[f.views, f.submits, f.results, f.copies, f.downloads, f.refines, f.errors].map(String),
          percent(f.errorRate),
        ]),
    ],
    'No tool was used yet.',
  );
  section(
    'Brand roast funnel by entry (form → email step → lead)',
    [
      ['ENTRY', 'FORM VIEWS', 'EMAIL STEP', 'LEADS'],
      ...Object.entries(report.roast).map(([source, r]) => [
        source,
        String(r.form),
        String(r.emailStep),
        String(r.leads),
      ]),
    ],
    'No roast page was viewed yet.',
  );
  section(
    'Web Vitals, p75 per page (Core Web Vitals verdict)',
    [
      ['PAGE', ...vitalNames],
      ...Object.entries(report.vitals).map(([path, v]) => [path, ...vitalNames.map((m) => vital(m, v[m]))]),
    ],
    'No Web Vitals reported yet.',
  );
  section(
    'Referrers',
    [['DOMAIN', 'VIEWS'], ...byCount(report.referrers).map(([domain, n]) => [domain, String(n)])],
    'No referred visits yet.',
  );
  const countries = byCount(report.countries);
  out.push('', `Countries: ${countries.map(([c, n]) => `${c} ${n}`).join(', ') || 'none yet'}`);
  out.push(
    `${plural(
      Object.values(report.pageViews).reduce((a, b) => a + b, 0),
      'page view',
    )} in all.`,
  );
  return out.join('\n');
}
