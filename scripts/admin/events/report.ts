import { vitalNames, type VitalName } from '../../../catalog/events-limits';
import { p75 } from '../../../lambdas/shared/events/vitals';
import { verdictOf, type VitalVerdict } from './verdict';
import type { StoredCounter } from './event-counters';

export interface ToolFunnel {
  views: number;
  submits: number;
  results: number;
  errors: number;
  copies: number;
  downloads: number;
  refines: number;
  /** Errors per submit, 0 with no submits. */
  errorRate: number;
  /** Error codes and how often each was answered. */
  errorCodes: Record<string, number>;
}

export interface VitalSummary {
  p75: number;
  verdict: VitalVerdict;
  samples: number;
}

/** What `admin events` reports, and prints as JSON with `--json`. */
export interface EventsReport {
  days: { from: string; to: string };
  pageViews: Record<string, number>;
  tools: Record<string, ToolFunnel>;
  /** The roast's funnel by entry (`brand-roast` or a landing page's slug): form viewed, email step, lead. */
  roast: Record<string, { form: number; emailStep: number; leads: number }>;
  vitals: Record<string, Partial<Record<VitalName, VitalSummary>>>;
  referrers: Record<string, number>;
  countries: Record<string, number>;
}

const bump = (record: Record<string, number>, key: string, by: number) => {
  record[key] = (record[key] ?? 0) + by;
};

const funnel = (): ToolFunnel => ({
  views: 0,
  submits: 0,
  results: 0,
  errors: 0,
  copies: 0,
  downloads: 0,
  refines: 0,
  errorRate: 0,
  errorCodes: {},
});

const funnelField = {
  tool_submit: 'submits',
  tool_result: 'results',
  tool_error: 'errors',
  result_copy: 'copies',
  result_download: 'downloads',
  result_refine: 'refines',
} as const;

/** The operator's report from a period's counters. */
export function eventsReport(counters: readonly StoredCounter[], days: readonly string[]): EventsReport {
  const report: EventsReport = {
    days: { from: days[0] ?? '', to: days.at(-1) ?? '' },
    pageViews: {},
    tools: {},
    roast: {},
    vitals: {},
    referrers: {},
    countries: {},
  };
  const histograms = new Map<string, Map<number, number>>();
  const roastOf = (source: string) => (report.roast[source] ??= { form: 0, emailStep: 0, leads: 0 });
  for (const c of counters) {
    const tool = c.tool ? (report.tools[c.tool] ??= funnel()) : undefined;
    if (c.event === 'page_view') {
      // One family of dimensions per counter (lambdas/shared/events/counters.ts).
      if (c.path) bump(report.pageViews, c.path, c.count);
      if (c.country) bump(report.countries, c.country, c.count);
      if (c.referrer) bump(report.referrers, c.referrer, c.count);
      if (tool) tool.views += c.count;
      if (c.source) roastOf(c.source).form += c.count;
    } else if (c.event === 'roast_email_step' && c.source) roastOf(c.source).emailStep += c.count;
    else if (c.event === 'lead_captured' && c.source) roastOf(c.source).leads += c.count;
    else if (c.event === 'web_vital' && c.metric !== undefined && c.bucket !== undefined) {
      const key = `${c.path} ${c.metric}`;
      const histogram = histograms.get(key) ?? new Map<number, number>();
      histogram.set(c.bucket, (histogram.get(c.bucket) ?? 0) + c.count);
      histograms.set(key, histogram);
    } else if (tool && c.event in funnelField) {
      tool[funnelField[c.event as keyof typeof funnelField]] += c.count;
      if (c.event === 'tool_error' && c.code) bump(tool.errorCodes, c.code, c.count);
    }
  }
  for (const tool of Object.values(report.tools))
    tool.errorRate = tool.submits ? Math.round((tool.errors / tool.submits) * 1000) / 1000 : 0;
  for (const [key, histogram] of histograms) {
    const [path, metric] = key.split(' ') as [string, VitalName];
    const value = p75(metric, histogram);
    if (value === undefined || !vitalNames.includes(metric)) continue;
    const samples = [...histogram.values()].reduce((sum, n) => sum + n, 0);
    (report.vitals[path] ??= {})[metric] = { p75: value, verdict: verdictOf(metric, value), samples };
  }
  return report;
}
