import type { Template } from 'aws-cdk-lib/assertions';
import { routes as routeTable, type RouteDefinition } from '../../infra/routes';
import { synthStage } from './support';

interface Statement {
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}
type Found = Record<string, { Properties: Record<string, unknown> }>;

/** The IAM statements of one function's role, without the log and X-Ray ones every function has. */
function statementsOf(template: Template, functionName: string): Statement[] {
  const [fn] = Object.values(
    template.findResources('AWS::Lambda::Function', { Properties: { FunctionName: functionName } }) as Found,
  );
  const roleId = (fn!.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy') as Found).filter((p) =>
    (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId),
  );
  return policies
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .filter((s) => ![s.Action].flat().every((a) => a.startsWith('logs:') || a.startsWith('xray:')));
}

const json = (value: unknown) => JSON.stringify(value);

describe('least privilege per function (fixture routes)', () => {
  const { api } = synthStage({ fixtures: true });

  it('lets a read route read its table and query its named index, nothing else', () => {
    const statements = statementsOf(api, 'test-blog-posts');
    expect(statements).toEqual([
      {
        Action: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan'],
        Effect: 'Allow',
        Resource: expect.anything(),
      },
      { Action: ['dynamodb:Query', 'dynamodb:Scan'], Effect: 'Allow', Resource: expect.anything() },
    ]);
    expect(json(statements[0]!.Resource)).toMatch(/:table\/test-posts"/);
    expect(json(statements[1]!.Resource)).toMatch(/:table\/test-posts\/index\/byDate"/);
  });

  it('lets a generation route use its rate-limit table and invoke only the configured inference profile', () => {
    const statements = statementsOf(api, 'test-content-brief');
    expect(statements).toHaveLength(3);
    const [table, profile, models] = statements;
    expect(table!.Action).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:GetItem']));
    expect(json(table!.Resource)).toMatch(/:table\/test-rate-limits"/);
    expect(json(table!.Resource)).not.toMatch(/index/);
    const invoke = ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'];
    expect(profile).toMatchObject({ Action: invoke });
    expect(json(profile!.Resource)).toMatch(
      /:bedrock:eu-west-1:",\{"Ref":"AWS::AccountId"\},":inference-profile\/us\.anthropic\.claude-haiku-4-5-20251001-v1:0"/,
    );
    expect(models).toMatchObject({
      Action: invoke,
      Condition: { ArnLike: { 'bedrock:InferenceProfileArn': expect.anything() } },
    });
    expect(json(models!.Resource)).toMatch(
      /:bedrock:\*::foundation-model\/anthropic\.claude-haiku-4-5-20251001-v1:0"/,
    );
  });

  it('lets an email route send only from the configured sender, through the stage configuration set', () => {
    const ses = statementsOf(api, 'test-brand-roast').filter((s) => s.Action === 'ses:SendRawEmail');
    expect(ses).toHaveLength(1);
    expect(ses[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'roast@copilot.test' } });
    const resources = json(ses[0]!.Resource);
    expect(resources).toMatch(/:identity\/roast@copilot\.test"/);
    expect(resources).toMatch(/:configuration-set\/test-content-copilot"/);
    expect(resources).not.toMatch(/\*/);
  });

  it("lets an email route read the stage's unsubscribe signing key, by its name only", () => {
    const secrets = statementsOf(api, 'test-brand-roast').filter(
      (s) => s.Action === 'secretsmanager:GetSecretValue',
    );
    expect(secrets).toHaveLength(1);
    expect(json(secrets[0]!.Resource)).toMatch(
      /:secretsmanager:eu-west-1:",\{"Ref":"AWS::AccountId"\},":secret:test\/content-copilot\/unsubscribe-signing-key-\?\?\?\?\?\?"/,
    );
  });

  it('grants no wildcard actions, and nothing to routes that declare nothing', () => {
    for (const name of ['test-blog-posts', 'test-content-brief', 'test-brand-roast', 'test-fallback']) {
      for (const statement of statementsOf(api, name)) {
        expect([statement.Action].flat().every((a) => !a.includes('*'))).toBe(true);
      }
    }
    expect(statementsOf(api, 'test-fallback')).toEqual([]);
    expect(statementsOf(api, 'test-origin-verify')).toEqual([]);
  });
});

describe('least privilege per function (real route table)', () => {
  const routes: readonly RouteDefinition[] = routeTable;
  const { api, config } = synthStage();

  it('grants each route exactly the tables it declares and Bedrock or SES only when flagged', () => {
    for (const route of routes) {
      const statements = json(statementsOf(api, `test-${route.id}`));
      const declared: Record<string, string> = route.tables;
      expect(statements.includes('bedrock:')).toBe(route.bedrock === true);
      expect(statements.includes('ses:')).toBe(route.sendsEmail === true);
      expect(statements.includes('secretsmanager:')).toBe(
        route.sendsEmail === true || route.unsubscribeLinks === true,
      );
      for (const match of statements.matchAll(/:table\/test-([a-z0-9-]+)/g)) {
        expect(Object.keys(declared)).toContain(match[1]);
      }
    }
    expect(config.stage).toBe('test');
  });

  it('lets the unsubscribe routes record opt-outs and read the signing key, and send nothing', () => {
    for (const id of ['unsubscribe', 'unsubscribe-one-click']) {
      const statements = statementsOf(api, `test-${id}`);
      expect(statements.map((s) => s.Action)).toEqual([
        expect.arrayContaining(['dynamodb:UpdateItem']),
        'secretsmanager:GetSecretValue',
      ]);
      expect(json(statements[0]!.Resource)).toMatch(/:table\/test-leads"/);
    }
  });
});
