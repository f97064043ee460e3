import type { Template } from 'aws-cdk-lib/assertions';
import { routeGrants } from '../../catalog/data-access';
import { routes as routeTable, routesOfTool, type RouteDefinition } from '../../catalog/routes';
import { toolDeclarations } from '../../catalog/manifest';
import { tables } from '../../catalog/tables';
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

/**
 * One function's DynamoDB grants as `table[/index/name]` → sorted actions, however CDK merged the statements.
 * Fails on a DynamoDB resource that is not one named table or index of the stage.
 */
function dynamoGrantsOf(template: Template, functionName: string): Record<string, string[]> {
  const grants: Record<string, Set<string>> = {};
  for (const statement of statementsOf(template, functionName)) {
    const actions = [statement.Action].flat().filter((action) => action.startsWith('dynamodb:'));
    if (!actions.length) continue;
    for (const resource of [statement.Resource].flat()) {
      const name = /:table\/content-copilot-test-([a-z0-9-]+(?:\/index\/[A-Za-z0-9]+)?)"\]\]\}$/.exec(
        json(resource),
      )?.[1];
      if (!name) throw new Error(`${functionName} has a DynamoDB grant on ${json(resource)}`);
      for (const action of actions) (grants[name] ??= new Set()).add(action);
    }
  }
  return Object.fromEntries(Object.entries(grants).map(([name, actions]) => [name, [...actions].sort()]));
}

describe('least privilege per function (fixture routes)', () => {
  const { api } = synthStage({ fixtures: true });

  it('lets a read route call exactly what its repository declares: GetItem on the table, Query on the index', () => {
    expect(dynamoGrantsOf(api, 'content-copilot-test-blog-posts')).toEqual({
      posts: ['dynamodb:GetItem'],
      'posts/index/byDate': ['dynamodb:Query'],
    });
  });

  it('lets a generation route update its counters and invoke only the configured inference profile', () => {
    const statements = statementsOf(api, 'content-copilot-test-content-brief');
    expect(statements).toHaveLength(3);
    const [table, profile, models] = statements;
    expect(table!.Action).toBe('dynamodb:UpdateItem');
    expect(json(table!.Resource)).toMatch(/:table\/content-copilot-test-rate-limits"\]\]\}$/);
    const invoke = ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'];
    expect(profile).toMatchObject({ Action: invoke });
    expect(json(profile!.Resource)).toMatch(
      /:bedrock:eu-west-1:",\{"Ref":"AWS::AccountId"\},":inference-profile\/eu\.anthropic\.claude-haiku-5-5"/,
    );
    expect(models).toMatchObject({
      Action: invoke,
      Condition: { ArnLike: { 'bedrock:InferenceProfileArn': expect.anything() } },
    });
    expect(json(models!.Resource)).toMatch(/:bedrock:\*::foundation-model\/anthropic\.claude-haiku-5-5"/);
  });

  it('lets an email route send only from the configured sender, through the stage configuration set', () => {
    const ses = statementsOf(api, 'content-copilot-test-brand-roast').filter(
      (s) => s.Action === 'ses:SendRawEmail',
    );
    expect(ses).toHaveLength(1);
    expect(ses[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'roast@copilot.test' } });
    const resources = json(ses[0]!.Resource);
    expect(resources).toMatch(/:identity\/roast@copilot\.test"/);
    expect(resources).toMatch(/:configuration-set\/content-copilot-test"/);
    expect(resources).not.toMatch(/\*/);
  });

  it("lets an email route read the stage's unsubscribe signing key, by its name only", () => {
    const secrets = statementsOf(api, 'content-copilot-test-brand-roast').filter(
      (s) => s.Action === 'secretsmanager:GetSecretValue',
    );
    expect(secrets).toHaveLength(1);
    expect(json(secrets[0]!.Resource)).toMatch(
      /:secretsmanager:eu-west-1:",\{"Ref":"AWS::AccountId"\},":secret:content-copilot\/test\/unsubscribe-signing-key-\?\?\?\?\?\?"/,
    );
  });

  it('grants no wildcard actions, and nothing to routes that declare nothing', () => {
    for (const name of [
      'content-copilot-test-blog-posts',
      'content-copilot-test-content-brief',
      'content-copilot-test-brand-roast',
      'content-copilot-test-fallback',
    ]) {
      for (const statement of statementsOf(api, name)) {
        expect([statement.Action].flat().every((a) => !a.includes('*'))).toBe(true);
      }
    }
    expect(statementsOf(api, 'content-copilot-test-fallback')).toEqual([]);
    expect(statementsOf(api, 'content-copilot-test-origin-verify')).toEqual([]);
  });
});

describe('least privilege per function (real route table)', () => {
  const routes: readonly RouteDefinition[] = routeTable;
  const { api, config } = synthStage();
  const counters = { 'rate-limits': ['dynamodb:GetItem', 'dynamodb:UpdateItem'] };
  const publishedPosts = {
    posts: ['dynamodb:GetItem', 'dynamodb:Query'],
    'posts/index/bySlug': ['dynamodb:Query'],
    'posts/index/publishedByDate': ['dynamodb:Query'],
    'posts/index/publishedByPage': ['dynamodb:Query'],
  };
  /** What each site route's function may do in DynamoDB, written out by hand: a new site route adds its line here. */
  const siteRoutes: Record<string, Record<string, string[]>> = {
    health: Object.fromEntries(tables.map((table) => [table.id, ['dynamodb:DescribeTable']])),
    'site-config': {},
    'blog-posts': publishedPosts,
    'blog-post': publishedPosts,
    'programmatic-page': { pages: ['dynamodb:GetItem'] },
    unsubscribe: {},
    'unsubscribe-one-click': { leads: ['dynamodb:GetItem', 'dynamodb:UpdateItem'] },
    refine: counters,
    // Pages: a roast entry is counted by name only when its landing page exists (issue 48).
    events: { ...counters, 'event-counters': ['dynamodb:UpdateItem'], pages: ['dynamodb:GetItem'] },
  };
  /** A tool route's: exactly what the repositories its declaration names need (catalog/data-access.ts). */
  const declared = (route: RouteDefinition) =>
    Object.fromEntries(
      routeGrants(route, tables).map(({ table, index, actions }) => [
        index ? `${table.id}/index/${index}` : table.id,
        actions.map((action) => `dynamodb:${action}`).sort(),
      ]),
    );
  const expected: Record<string, Record<string, string[]>> = {
    ...siteRoutes,
    ...Object.fromEntries(toolDeclarations.flatMap(routesOfTool).map((route) => [route.id, declared(route)])),
  };

  it('derives each tool’s grants from the repositories it declares, and each is some of its own tables only', () => {
    expect(expected['content-brief']).toEqual({
      ...counters,
      research: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
    });
    expect(expected['brand-roast']).toEqual({
      ...counters,
      leads: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
    });
    expect(expected['youtube-analysis']).toEqual(counters);
  });

  it.each(routes.map((route) => route.id))('grants %s exactly its DynamoDB actions and resources', (id) => {
    expect(Object.keys(expected)).toContain(id);
    expect(dynamoGrantsOf(api, `content-copilot-test-${id}`)).toEqual(expected[id]);
  });

  it('lets no function scan, batch-write or delete, write posts or pages, do more to rate limits than read and update, or list leads', () => {
    const reads = ['dynamodb:DescribeTable', 'dynamodb:GetItem', 'dynamodb:Query'];
    const ceiling: Record<string, string[]> = {
      posts: reads,
      pages: reads,
      'rate-limits': ['dynamodb:DescribeTable', 'dynamodb:GetItem', 'dynamodb:UpdateItem'],
      // Listing, exporting and deleting leads is the admin CLI's alone.
      leads: ['dynamodb:DescribeTable', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
    };
    for (const route of routes) {
      const grants = dynamoGrantsOf(api, `content-copilot-test-${route.id}`);
      for (const [resource, actions] of Object.entries(grants)) {
        for (const action of ['dynamodb:Scan', 'dynamodb:BatchWriteItem', 'dynamodb:DeleteItem'])
          expect(actions).not.toContain(action);
        const allowed = ceiling[resource.split('/')[0]!];
        if (allowed) expect(allowed).toEqual(expect.arrayContaining(actions));
      }
      if (route.bedrock) expect(grants['rate-limits']).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    }
  });

  it('grants Bedrock, SES or the YouTube key only to the routes that declare them', () => {
    for (const route of routes) {
      const statements = json(statementsOf(api, `content-copilot-test-${route.id}`));
      expect(statements.includes('bedrock:')).toBe(route.bedrock === true);
      expect(statements.includes('ses:')).toBe(route.sendsEmail === true);
      expect(statements.includes('secretsmanager:')).toBe(
        route.youtube === true ||
          route.sendsEmail === true ||
          route.unsubscribeLinks === true ||
          route.signsResults === true,
      );
    }
    expect(config.stage).toBe('test');
  });

  it('lets the YouTube search get the one key secret, and nothing but its tables and that secret', () => {
    const statements = statementsOf(api, 'content-copilot-test-youtube-analysis-search');
    const secret = statements.filter((s) => json(s.Action).includes('secretsmanager'));
    expect(secret).toEqual([
      { Action: 'secretsmanager:GetSecretValue', Effect: 'Allow', Resource: expect.anything() },
    ]);
    expect(json(secret[0]!.Resource)).toMatch(/:secret:content-copilot\/test\/youtube-api-key-\?{6}"/);
    const others = statements.filter((s) => !json(s.Action).match(/secretsmanager:|dynamodb:/));
    expect(others).toEqual([]);
  });

  it('lets the one-click route record opt-outs and read the signing key, and send nothing', () => {
    const statements = statementsOf(api, 'content-copilot-test-unsubscribe-one-click');
    expect(statements.map((s) => s.Action)).toEqual([
      expect.arrayContaining(['dynamodb:UpdateItem']),
      'secretsmanager:GetSecretValue',
    ]);
    expect(json(statements[0]!.Resource)).toMatch(/:table\/content-copilot-test-leads"/);
    expect(json(statements[1]!.Resource)).toMatch(
      /:secret:content-copilot\/test\/unsubscribe-signing-key-\?{6}"/,
    );
  });

  it('lets the unsubscribe link, which only asks, read the signing key and nothing else', () => {
    const statements = statementsOf(api, 'content-copilot-test-unsubscribe');
    expect(statements.map((s) => s.Action)).toEqual(['secretsmanager:GetSecretValue']);
  });
});
