import { operationsMetrics } from '../../../catalog/names';
import { emitMetrics } from '../metrics/metrics';

/** The CloudWatch metric of the day's YouTube units; the quota alarm in infra/ reads the same names. */
export const youtubeQuotaMetric = {
  namespace: operationsMetrics.namespace,
  name: 'YouTubeQuotaUnitsUsed',
  dimension: 'Stage',
} as const;

/** Publishes the units the day has spent so far (Lambda only: the local stack writes no metrics). */
export function emitQuotaMetric(unitsUsed: number): void {
  emitMetrics({}, { [youtubeQuotaMetric.name]: { value: unitsUsed, unit: 'Count' } });
}
