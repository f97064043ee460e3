import { operationsMetrics } from '../../../infra/names';
import { emfLine, emitMetrics } from '../../../lambdas/shared/metrics/emf';

describe('operations metrics (embedded metric format)', () => {
  it('writes one line CloudWatch reads as metrics with the given dimensions', () => {
    const line = JSON.parse(
      emfLine(
        { Stage: 'prod', Tool: 'content-brief' },
        { InputTokens: { value: 812, unit: 'Count' }, OutputTokens: { value: 1500, unit: 'Count' } },
        1_700_000_000_000,
      ),
    );
    expect(line).toEqual({
      _aws: {
        Timestamp: 1_700_000_000_000,
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

  it("writes only inside a Lambda function, tagged with the function's stage", () => {
    const lines: string[] = [];
    const saved = { ...process.env };
    try {
      delete process.env.AWS_LAMBDA_FUNCTION_NAME;
      emitMetrics({ Status: 'emailed' }, { Leads: { value: 1, unit: 'Count' } }, (l) => lines.push(l));
      expect(lines).toEqual([]);
      Object.assign(process.env, {
        AWS_LAMBDA_FUNCTION_NAME: 'content-copilot-prod-brand-roast',
        STAGE: 'prod',
      });
      emitMetrics({ Status: 'emailed' }, { Leads: { value: 1, unit: 'Count' } }, (l) => lines.push(l));
      expect(lines).toHaveLength(1);
      expect(lines[0]!.endsWith('\n')).toBe(true);
      expect(JSON.parse(lines[0]!)).toMatchObject({ Stage: 'prod', Status: 'emailed', Leads: 1 });
    } finally {
      process.env = saved;
    }
  });
});
