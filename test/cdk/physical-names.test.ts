import { synthStage } from './support';

/** Properties that give a resource its physical name, by resource type. */
const nameProperties: Record<string, string[]> = {
  'AWS::DynamoDB::GlobalTable': ['TableName'],
  'AWS::Lambda::Function': ['FunctionName'],
  'AWS::CloudWatch::Alarm': ['AlarmName'],
  'AWS::CloudWatch::Dashboard': ['DashboardName'],
  'AWS::WAFv2::WebACL': ['Name'],
  'AWS::ApiGateway::RestApi': ['Name'],
  'AWS::ApiGateway::Authorizer': ['Name'],
  'AWS::SES::ConfigurationSet': ['Name'],
  'AWS::SecretsManager::Secret': ['Name'],
  'AWS::IAM::ManagedPolicy': ['ManagedPolicyName'],
  'AWS::Logs::LogGroup': ['LogGroupName'],
  'AWS::Budgets::Budget': ['Budget.BudgetName'],
};

/** Names whose start AWS dictates: the app's name follows the mandated prefix. */
const mandatedPrefixes = [
  '/aws/lambda/us-east-1.',
  '/aws/lambda/',
  'aws-waf-logs-',
  'API-Gateway-Execution-Logs_',
];

type Resource = { Type: string; Properties?: Record<string, unknown> };

function literalNames(templates: { toJSON(): unknown }[]): { type: string; name: string }[] {
  const found: { type: string; name: string }[] = [];
  for (const template of templates) {
    const resources = (template.toJSON() as { Resources: Record<string, Resource> }).Resources;
    for (const { Type, Properties } of Object.values(resources)) {
      for (const path of nameProperties[Type] ?? []) {
        const value = path
          .split('.')
          .reduce<unknown>((v, key) => (v as Record<string, unknown>)?.[key], Properties);
        if (typeof value === 'string') found.push({ type: Type, name: value });
      }
    }
  }
  return found;
}

describe('physical names', () => {
  const { data, email, api, edge, web } = synthStage({ config: { alarmEmail: 'ops@copilot.test' } });
  const names = literalNames([data, email, api, edge, web]);

  it('finds the named resources of every kind (the check below is not vacuous)', () => {
    const types = new Set(names.map((n) => n.type));
    for (const type of Object.keys(nameProperties)) expect(types).toContain(type);
    expect(names.length).toBeGreaterThan(60);
  });

  it('start with the application and the stage, so stages and other apps in one account never collide', () => {
    for (const { type, name } of names) {
      const mandated = mandatedPrefixes.find((prefix) => name.startsWith(prefix));
      const own = mandated ? name.slice(mandated.length) : name;
      expect(`${type} ${own}`).toMatch(/^\S+ content-copilot([-/])test(\1|$)/);
    }
    expect(names).toContainEqual({ type: 'AWS::DynamoDB::GlobalTable', name: 'content-copilot-test-posts' });
  });
});
