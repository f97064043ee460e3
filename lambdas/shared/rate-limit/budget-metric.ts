import { budgetMetric } from '../../../infra/names';

/**
 * One CloudWatch embedded-metric-format line: the share of the daily budget used, which the budget alarm
 * watches. EMF needs the JSON at the top level of a log line, so it bypasses the structured logger.
 */
export function budgetMetricLine(stage: string, percent: number, timestamp: number): string {
  return JSON.stringify({
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [
        {
          Namespace: budgetMetric.namespace,
          Dimensions: [['Stage']],
          Metrics: [{ Name: budgetMetric.name, Unit: 'Percent' }],
        },
      ],
    },
    Stage: stage,
    [budgetMetric.name]: Math.round(percent * 100) / 100,
  });
}

/** Publishes the budget share from a Lambda function; elsewhere nothing reads the log, so nothing is written. */
export function emitBudgetMetric(
  stage: string,
  percent: number,
  write: (line: string) => void = (line) => void process.stdout.write(line),
): void {
  if (!process.env.AWS_LAMBDA_FUNCTION_NAME) return;
  write(`${budgetMetricLine(stage, percent, Date.now())}\n`);
}
