import { operationsMetrics } from '../../../infra/names';

type Unit = 'Count' | 'Percent';

/**
 * One CloudWatch embedded-metric-format line in the ContentCopilot namespace, with `Stage` and the given
 * dimensions: CloudWatch Logs turns it into metrics, no API call. The same shape as budget-metric.ts.
 */
export function emfLine(
  dimensions: Record<string, string>,
  metrics: Record<string, { value: number; unit: Unit }>,
  timestamp: number,
): string {
  return JSON.stringify({
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [
        {
          Namespace: operationsMetrics.namespace,
          Dimensions: [Object.keys(dimensions)],
          Metrics: Object.entries(metrics).map(([Name, { unit }]) => ({ Name, Unit: unit })),
        },
      ],
    },
    ...dimensions,
    ...Object.fromEntries(Object.entries(metrics).map(([name, { value }]) => [name, value])),
  });
}

/**
 * Writes metrics of the running function's stage (`STAGE`). EMF needs the JSON at the top level of a log
 * line, so it bypasses the structured logger; outside Lambda nothing reads the log, so nothing is written.
 */
export function emitMetrics(
  dimensions: Record<string, string>,
  metrics: Record<string, { value: number; unit: Unit }>,
  write: (line: string) => void = (line) => void process.stdout.write(line),
): void {
  if (!process.env.AWS_LAMBDA_FUNCTION_NAME) return;
  write(`${emfLine({ Stage: process.env.STAGE ?? 'local', ...dimensions }, metrics, Date.now())}\n`);
}
