import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { operationsMetrics } from '../../../catalog/names';

type Unit = 'Count' | 'Percent';

/** One Powertools instance per process, as its docs advise; each publish writes one EMF line to stdout. */
const metrics = new Metrics({ namespace: operationsMetrics.namespace });
// No `service` dimension: the alarms and the dashboard query Stage (and Tool, Status, Event) exactly.
metrics.clearDefaultDimensions();

/**
 * Publishes metrics of the running function's stage (`STAGE`) with the given dimensions: CloudWatch Logs turns
 * the line Powertools writes into metrics, no API call. Outside Lambda nothing reads the log, so nothing is
 * written (the local stack runs the handlers in its own process).
 */
export function emitMetrics(
  dimensions: Record<string, string>,
  values: Record<string, { value: number; unit: Unit }>,
): void {
  if (!process.env.AWS_LAMBDA_FUNCTION_NAME) return;
  metrics.addDimensions({ Stage: process.env.STAGE ?? 'local', ...dimensions });
  for (const [name, { value, unit }] of Object.entries(values))
    metrics.addMetric(name, MetricUnit[unit], value);
  metrics.publishStoredMetrics();
}
