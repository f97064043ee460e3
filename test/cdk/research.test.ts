import { operationsMetrics } from '../../catalog/names';
import { routes } from '../../catalog/routes';
import { synthStage } from './support';

type Found = Record<string, { Properties: Record<string, unknown> }>;
const json = (value: unknown) => JSON.stringify(value);

/** One function's role policies and environment, by function name. */
function functionOf(api: ReturnType<typeof synthStage>['api'], name: string) {
  const [fn] = Object.values(
    api.findResources('AWS::Lambda::Function', { Properties: { FunctionName: name } }) as Found,
  );
  const roleId = (fn!.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(api.findResources('AWS::IAM::Policy') as Found).filter((p) =>
    (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId),
  );
  return {
    policy: json(policies.map((p) => p.Properties.PolicyDocument)),
    env: (fn!.Properties.Environment as { Variables: Record<string, string> }).Variables,
  };
}

describe('live research in a US stage (research on by default)', () => {
  const { api } = synthStage({ stage: 'prod' });
  const researching = routes
    .filter((route) => 'research' in route && route.research)
    .map((route) => route.id);

  it('is declared by the brief, the blog topic and the content grader routes', () => {
    expect([...researching].sort()).toEqual(['blog-topic', 'content-brief', 'content-grader']);
  });

  it.each(researching)(
    'lets %s invoke the Nova profile and the nova_grounding tool, with its settings',
    (id) => {
      const { policy, env } = functionOf(api, `content-copilot-prod-${id}`);
      expect(policy).toContain('inference-profile/us.amazon.nova-2-lite-v1:0');
      expect(policy).toContain('"Action":"bedrock:InvokeTool"');
      // Both forms the documentation shows: in any region, and regionless, in this account.
      expect(policy).toContain(':bedrock:*:",{"Ref":"AWS::AccountId"},":system-tool/amazon.nova_grounding');
      expect(policy).toContain(':bedrock::",{"Ref":"AWS::AccountId"},":system-tool/amazon.nova_grounding');
      expect(policy).not.toMatch(/system-tool\/\*/);
      expect(env).toMatchObject({
        RESEARCH_MODEL_ID: 'us.amazon.nova-2-lite-v1:0',
        RESEARCH_REGION: 'us-east-1',
        RESEARCH_DAILY_CALLS: '500',
        RESEARCH_TIMEOUT_MS: '25000',
        RESEARCH_TABLE: 'content-copilot-prod-research',
      });
    },
  );

  it('gives no other route the grounding tool or the research settings', () => {
    const { policy, env } = functionOf(api, 'content-copilot-prod-headline-hook');
    expect(policy).not.toContain('InvokeTool');
    expect(policy).not.toContain('nova');
    expect(env.RESEARCH_MODEL_ID).toBeUndefined();
  });

  it('alarms at 80 % of the day’s grounded searches, on the count the functions publish', () => {
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'content-copilot-prod-research-calls',
      Namespace: operationsMetrics.namespace,
      MetricName: operationsMetrics.researchCalls,
      Dimensions: [{ Name: 'Stage', Value: 'prod' }],
      Statistic: 'Maximum',
      Threshold: 400,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    const [dashboard] = Object.values(api.findResources('AWS::CloudWatch::Dashboard') as Found);
    expect(json(dashboard!.Properties.DashboardBody)).toContain('Grounded searches today (cap 500)');
  });
});

describe('live research outside the US', () => {
  const { api } = synthStage();

  it('is off: no grounding tool, no research settings, no research alarm', () => {
    const { policy, env } = functionOf(api, 'content-copilot-test-content-brief');
    expect(policy).not.toContain('InvokeTool');
    expect(env.RESEARCH_MODEL_ID).toBeUndefined();
    expect(
      Object.keys(
        api.findResources('AWS::CloudWatch::Alarm', {
          Properties: { AlarmName: 'content-copilot-test-research-calls' },
        }),
      ),
    ).toEqual([]);
  });
});
