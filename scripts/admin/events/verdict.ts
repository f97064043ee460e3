import { CLSThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import type { VitalName } from '../../../catalog/events-limits';

/** Google's thresholds as the web-vitals library ships them: at or under the first is good, over the second poor. */
export const vitalThresholds: Record<VitalName, readonly number[]> = {
  LCP: LCPThresholds,
  INP: INPThresholds,
  CLS: CLSThresholds,
  TTFB: TTFBThresholds,
};

export type VitalVerdict = 'good' | 'needs improvement' | 'poor';

/** The Core Web Vitals verdict of a p75 value. */
export function verdictOf(metric: VitalName, value: number): VitalVerdict {
  const [good, poor] = vitalThresholds[metric] as [number, number];
  if (value <= good) return 'good';
  return value <= poor ? 'needs improvement' : 'poor';
}
