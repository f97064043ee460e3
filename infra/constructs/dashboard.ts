import { Duration } from 'aws-cdk-lib';
import {
  Dashboard,
  GraphWidget,
  LogQueryWidget,
  MathExpression,
  Metric,
  SingleValueWidget,
  Stats,
  TextWidget,
  type IMetric,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { eventNames } from '../../catalog/events-limits';
import { leadStatuses } from '../../lambdas/shared/repositories/lead-record';
import { youtubeQuotaMetric } from '../../lambdas/shared/youtube/quota-metric';
import { budgetMetric, operationsMetrics, physicalName } from '../../catalog/names';
import { isToolRoute, type RouteDefinition } from '../../catalog/routes';
import type { ApiFunction } from './api-function';

export interface OperatorDashboardProps {
  stage: string;
  region: string;
  routes: readonly RouteDefinition[];
  /** The function of each route, by route id. */
  functions: ReadonlyMap<string, ApiFunction>;
  /** The API's access log (JSON with `resourcePath` and `status`): 4xx and 5xx per tool come from it. */
  accessLogs: ILogGroup;
  /** The CloudFront web ACL's metric name; its metrics live in us-east-1. */
  webAclMetricName: string;
  /** US dollars per million tokens, for the estimated spend. */
  price: { input: number; output: number };
  /** Set when live research is on: the day's grounded searches against this cap, and each tool's research tokens. */
  researchDailyCalls?: number;
}

const hour = Duration.hours(1);
const day = Duration.days(1);
const width = 6;

/** The console address of a dashboard. */
export const dashboardUrl = (region: string, name: string): string =>
  `https://${region}.console.aws.amazon.com/cloudwatch/home?region=${region}#dashboards/dashboard/${name}`;

/**
 * The stage's one operator dashboard: the day at a glance, then a row per tool (requests, p50/p95 latency,
 * tokens and estimated spend, refusals), 4xx/5xx per tool from the access log, leads per day by status, and
 * visitor events per day.
 * Widgets are rows in one list: `addRow` appends one (a later feature's counters, say).
 */
export class OperatorDashboard extends Construct {
  readonly dashboard: Dashboard;
  readonly url: string;

  constructor(scope: Construct, id: string, props: OperatorDashboardProps) {
    super(scope, id);
    const name = physicalName(props.stage);
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: name,
      defaultInterval: Duration.days(7),
    });
    this.url = dashboardUrl(props.region, name);
    const own = (metricName: string, dimensions: Record<string, string>, statistic: string = Stats.SUM) =>
      new Metric({
        namespace: operationsMetrics.namespace,
        metricName,
        dimensionsMap: { Stage: props.stage, ...dimensions },
        statistic,
        period: hour,
      });
    const tools = props.routes.filter(isToolRoute);
    const ai = tools.filter((route) => route.bedrock);
    // Estimated spend of some tools' tokens: one flat expression (CloudWatch ids must be unique in it).
    const spend = (ids: string[], period: Duration, label: string) =>
      new MathExpression({
        expression: `(${ids.map((_, n) => `i${n} * ${props.price.input} + o${n} * ${props.price.output}`).join(' + ') || '0'}) / 1000000`,
        usingMetrics: Object.fromEntries(
          ids.flatMap((tool, n) => [
            [`i${n}`, own(operationsMetrics.inputTokens, { Tool: tool }).with({ period })],
            [`o${n}`, own(operationsMetrics.outputTokens, { Tool: tool }).with({ period })],
          ]),
        ),
        label,
        period,
      });

    const rows: IWidget[][] = [
      [
        new SingleValueWidget({
          title: "Today's generation budget used (%)",
          metrics: [own(budgetMetric.name, {}, Stats.MAXIMUM).with({ period: day })],
          width,
        }),
        new SingleValueWidget({
          title: 'Estimated model spend today (USD)',
          metrics: [
            spend(
              ai.map((route) => route.id),
              day,
              'USD',
            ),
          ],
          width,
        }),
        new SingleValueWidget({
          title: 'YouTube quota units used today',
          metrics: [
            new Metric({
              namespace: youtubeQuotaMetric.namespace,
              metricName: youtubeQuotaMetric.name,
              dimensionsMap: { [youtubeQuotaMetric.dimension]: props.stage },
              statistic: Stats.MAXIMUM,
              period: day,
            }),
          ],
          width,
        }),
        new GraphWidget({
          title: 'WAF blocked requests',
          left: [
            new Metric({
              namespace: 'AWS/WAFV2',
              metricName: 'BlockedRequests',
              dimensionsMap: { WebACL: props.webAclMetricName, Rule: 'ALL' },
              statistic: Stats.SUM,
              period: hour,
              region: 'us-east-1',
            }),
          ],
          width,
        }),
      ],
    ];
    for (const route of tools) {
      const fn = props.functions.get(route.id)?.fn;
      if (!fn) continue;
      const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
        new GraphWidget({ title: `${route.id}: ${title}`, left, right, width, height: 5 });
      rows.push([
        graph('requests', [fn.metricInvocations({ period: hour, statistic: Stats.SUM })]),
        graph('latency (ms)', [
          fn.metricDuration({ period: hour, statistic: Stats.p(50), label: 'p50' }),
          fn.metricDuration({ period: hour, statistic: Stats.p(95), label: 'p95' }),
        ]),
        route.bedrock
          ? graph(
              'tokens in / out, estimated USD (right)',
              [
                own(operationsMetrics.inputTokens, { Tool: route.id }),
                own(operationsMetrics.outputTokens, { Tool: route.id }),
              ],
              [spend([route.id], hour, 'estimated USD')],
            )
          : new TextWidget({ markdown: `**${route.id}** calls no model.`, width, height: 5 }),
        graph('refused (visitor limits, day budget)', [own(operationsMetrics.refusals, { Tool: route.id })]),
      ]);
    }
    if (props.researchDailyCalls) {
      const researching = tools.filter((route) => route.research);
      rows.push([
        new SingleValueWidget({
          title: `Grounded searches today (cap ${props.researchDailyCalls})`,
          metrics: [own(operationsMetrics.researchCalls, {}, Stats.MAXIMUM).with({ period: day })],
          width,
        }),
        new GraphWidget({
          title: 'Live research tokens in / out (Nova web search)',
          left: researching.flatMap((route) => [
            own(operationsMetrics.inputTokens, { Tool: `${route.id}-research` }).with({
              label: `${route.id} in`,
            }),
            own(operationsMetrics.outputTokens, { Tool: `${route.id}-research` }).with({
              label: `${route.id} out`,
            }),
          ]),
          width: 18,
          height: 5,
        }),
      ]);
    }
    rows.push([
      new LogQueryWidget({
        title: '4xx and 5xx answers per tool (API access log)',
        logGroupNames: [props.accessLogs.logGroupName],
        queryLines: [
          'fields resourcePath, status',
          "filter resourcePath like '/functions/v1/' and status >= 400",
          'stats count(*) as answers by resourcePath, status',
          'sort answers desc',
        ],
        width: 12,
        height: 6,
      }),
      new GraphWidget({
        title: 'Brand roast leads per day by status',
        left: leadStatuses.map((status) =>
          own(operationsMetrics.leads, { Status: status }).with({ period: day, label: status }),
        ),
        width: 12,
        height: 6,
      }),
    ]);
    rows.push([
      new GraphWidget({
        title: 'Visitor events per day (cookie-less counts; `npm run admin -- events` has the funnels)',
        left: eventNames.map((event) =>
          own(operationsMetrics.visitorEvents, { Event: event }).with({ period: day, label: event }),
        ),
        width: 24,
        height: 6,
      }),
    ]);
    for (const row of rows) this.addRow(...row);
  }

  /** Appends one row of widgets. */
  addRow(...widgets: IWidget[]): void {
    this.dashboard.addWidgets(...widgets);
  }
}
