import { budgetMetric } from '../../../catalog/names';
import { emitMetrics } from '../metrics/metrics';

/** Publishes the share of the daily budget used, which the budget alarm watches (two decimals suffice). */
export function emitBudgetMetric(percent: number): void {
  emitMetrics({}, { [budgetMetric.name]: { value: Math.round(percent * 100) / 100, unit: 'Percent' } });
}
