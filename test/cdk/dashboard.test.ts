import { isToolRoute, routes, type RouteDefinition } from '../../catalog/routes';
import { synthStage } from './support';

describe('the operator dashboard (real route table)', () => {
  const { api } = synthStage();
  const dashboards = Object.values(api.findResources('AWS::CloudWatch::Dashboard')) as {
    Properties: { DashboardName: string; DashboardBody: unknown };
  }[];
  // The body is a Fn::Join of JSON pieces and tokens: its text is what the console renders.
  const body = JSON.stringify(dashboards[0]?.Properties.DashboardBody).replace(/\\/g, '');

  it('is one dashboard per stage, its address an output', () => {
    expect(dashboards.map((d) => d.Properties.DashboardName)).toEqual(['content-copilot-test']);
    api.hasOutput('DashboardUrl', {
      Value:
        'https://eu-west-1.console.aws.amazon.com/cloudwatch/home?region=eu-west-1#dashboards/dashboard/content-copilot-test',
    });
  });

  it("shows the day's budget, estimated spend, YouTube quota and WAF blocks (from us-east-1)", () => {
    for (const text of [
      "Today's generation budget used",
      'GenerationBudgetUsedPercent',
      'Estimated model spend today',
      'YouTubeQuotaUnitsUsed',
      'AWS/WAFV2',
      'BlockedRequests',
      '"region":"us-east-1"',
    ]) {
      expect(body).toContain(text);
    }
  });

  it('has a row per tool: requests, p50/p95 latency, tokens and spend for AI tools, refusals', () => {
    for (const route of (routes as readonly RouteDefinition[]).filter(isToolRoute)) {
      expect(body).toContain(`${route.id}: requests`);
      expect(body).toContain(`${route.id}: latency (ms)`);
      expect(body).toContain(`${route.id}: refused`);
      if (route.bedrock) expect(body).toContain(`${route.id}: tokens in / out`);
    }
    for (const text of ['p50', 'p95', 'InputTokens', 'OutputTokens', 'Refusals', 'i0 * 0.1 + o0 * 0.5']) {
      expect(body).toContain(text);
    }
  });

  it('counts 4xx/5xx per tool from the access log and leads per day by status', () => {
    expect(body).toContain('4xx and 5xx answers per tool');
    expect(body).toContain("filter resourcePath like '/functions/v1/' and status >= 400");
    for (const status of ['received', 'generated', 'emailed', 'email_failed', 'opted_out', 'failed']) {
      expect(body).toContain(`"label":"${status}"`);
    }
  });
});
