import { budgetMetric, operationsMetrics } from '../../../catalog/names';
import { emitMetrics } from '../../../lambdas/shared/metrics/metrics';
import { emitBudgetMetric } from '../../../lambdas/shared/rate-limit/budget-metric';
import { emitQuotaMetric, youtubeQuotaMetric } from '../../../lambdas/shared/youtube/quota-metric';

/** The lines written to stdout while `act` runs, as a Lambda function named `fn` of stage prod. */
function written(act: () => void, fn: string | null = 'content-copilot-prod-brand-roast'): string[] {
  const saved = { ...process.env };
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    Object.assign(process.env, { STAGE: 'prod', POWERTOOLS_SERVICE_NAME: 'brand-roast' });
    if (fn) process.env.AWS_LAMBDA_FUNCTION_NAME = fn;
    act();
  } finally {
    spy.mockRestore();
    process.env = saved;
  }
  return lines;
}

describe('operations metrics (Powertools Metrics, embedded metric format)', () => {
  it('writes one line CloudWatch reads as metrics with Stage and the given dimensions, and no service dimension', () => {
    const lines = written(() =>
      emitMetrics(
        { Tool: 'content-brief' },
        { InputTokens: { value: 812, unit: 'Count' }, OutputTokens: { value: 1500, unit: 'Count' } },
      ),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    const line = JSON.parse(lines[0]!) as { _aws: { Timestamp: number } };
    expect(line).toEqual({
      _aws: {
        Timestamp: expect.any(Number),
        CloudWatchMetrics: [
          {
            Namespace: operationsMetrics.namespace,
            Dimensions: [['Stage', 'Tool']],
            Metrics: [
              { Name: 'InputTokens', Unit: 'Count' },
              { Name: 'OutputTokens', Unit: 'Count' },
            ],
          },
        ],
      },
      Stage: 'prod',
      Tool: 'content-brief',
      InputTokens: 812,
      OutputTokens: 1500,
    });
  });

  it('writes nothing outside a Lambda function, where no log is read', () => {
    expect(
      written(() => emitMetrics({ Status: 'emailed' }, { Leads: { value: 1, unit: 'Count' } }), null),
    ).toEqual([]);
  });

  it('keeps one publish to its own dimensions: the next line does not carry the previous Tool', () => {
    const lines = written(() => {
      emitMetrics({ Tool: 'refine' }, { Refusals: { value: 1, unit: 'Count' } });
      emitMetrics({ Status: 'emailed' }, { Leads: { value: 1, unit: 'Count' } });
    });
    expect(JSON.parse(lines[1]!)).not.toHaveProperty('Tool');
    expect(JSON.parse(lines[1]!)).toMatchObject({ Stage: 'prod', Status: 'emailed', Leads: 1 });
  });

  it('publishes the budget share the budget alarm watches, rounded to two decimals, by Stage only', () => {
    const [line] = written(() => emitBudgetMetric(81.234));
    const parsed = JSON.parse(line!) as { _aws: { CloudWatchMetrics: { Dimensions: string[][] }[] } };
    expect(parsed).toMatchObject({ Stage: 'prod', [budgetMetric.name]: 81.23 });
    expect(parsed._aws.CloudWatchMetrics[0]!.Dimensions).toEqual([['Stage']]);
  });

  it('publishes the YouTube units the quota alarm watches under the names the alarm reads', () => {
    const [line] = written(() => emitQuotaMetric(7242));
    const parsed = JSON.parse(line!) as {
      _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][] }[] };
    };
    expect(parsed).toMatchObject({ [youtubeQuotaMetric.dimension]: 'prod', [youtubeQuotaMetric.name]: 7242 });
    expect(parsed._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: youtubeQuotaMetric.namespace,
      Dimensions: [[youtubeQuotaMetric.dimension]],
    });
  });
});
