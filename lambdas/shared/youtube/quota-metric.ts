/** The CloudWatch metric of the day's YouTube units; the quota alarm in infra/ reads the same names. */
export const youtubeQuotaMetric = {
  namespace: 'ContentCopilot',
  name: 'YouTubeQuotaUnitsUsed',
  dimension: 'Stage',
} as const;

/** One CloudWatch embedded-metric-format line: CloudWatch Logs turns it into the metric, no API call. */
export function quotaMetricLine(stage: string, unitsUsed: number, nowMs: number): string {
  const { namespace, name, dimension } = youtubeQuotaMetric;
  return JSON.stringify({
    _aws: {
      Timestamp: nowMs,
      CloudWatchMetrics: [
        { Namespace: namespace, Dimensions: [[dimension]], Metrics: [{ Name: name, Unit: 'Count' }] },
      ],
    },
    [dimension]: stage,
    [name]: unitsUsed,
  });
}

/**
 * Writes the metric line straight to stdout: Lambda's JSON log format wraps console output, which
 * would hide the line from metric extraction. Local stages write nothing.
 */
export function emitQuotaMetric(stage: string, unitsUsed: number): void {
  if (stage === 'local') return;
  process.stdout.write(`${quotaMetricLine(stage, unitsUsed, Date.now())}\n`);
}
