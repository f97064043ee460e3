/**
 * Names shared by the CDK app and the tools that find a deployed stage (admin CLI, scripts).
 * Pure: no AWS imports.
 */
/**
 * Header that carries the visitor's address to the functions. A CloudFront Function on every API behaviour
 * writes it from `event.viewer.ip`, overwriting whatever the client sent; locally the server writes it from
 * the socket. Nothing else may set it, and the functions read the visitor from nowhere else.
 */
export const viewerAddressHeader = 'x-viewer-address';

/** The application's name: every physical name of a stage starts with it and the stage. */
export const appName = 'content-copilot';

/**
 * The cost-allocation tags every resource of a stage carries: the stage's cost budget counts what carries both
 * (once an account activates them as cost-allocation tags in the Billing console).
 */
export const costAllocationTags = (stage: string) => ({ project: appName, stage }) as const;

/**
 * A physical name of a stage's resource, `content-copilot-<stage>-<suffix>` (or `content-copilot-<stage>`):
 * stages, and other applications sharing the account, never collide on a name.
 */
export const physicalName = (stage: string, suffix?: string): string =>
  suffix ? `${appName}-${stage}-${suffix}` : `${appName}-${stage}`;

/** CloudFront reads web ACLs (and certificates) from us-east-1 only, whatever region the stage uses. */
export const edgeRegion = 'us-east-1';

/** Data, email, API and web live in the stage's region; Edge (the CloudFront web ACL) in us-east-1. */
export type StackPart = 'Data' | 'Email' | 'Api' | 'Edge' | 'Web';

/** CloudFormation stack name of one part of a stage, e.g. `ContentCopilot-prod-Data`. */
export const stackName = (stage: string, part: StackPart): string => `ContentCopilot-${stage}-${part}`;

const pascal = (id: string) =>
  id.replace(/(^|-)([a-z0-9])/g, (_m, _dash, char: string) => char.toUpperCase());

/** Output key under which the data stack publishes a table's physical name, e.g. `PostsTableName`. */
export const tableOutputKey = (table: { id: string }): string => `${pascal(table.id)}TableName`;

/**
 * Name of the Secrets Manager secret whose value CloudFront sends to the API (`X-Origin-Verify`). Fixed per
 * stage so the web stack reads it by name: a plain dynamic reference, no cross-stack output inside it.
 */
export const originSecretName = (stage: string): string => `content-copilot/${stage}/origin-verify`;

/** Output keys of the other stacks (stack part in the comment). */
export const outputKeys = {
  /** Web: `https://` + the custom domain, or the CloudFront domain. */
  siteUrl: 'SiteUrl',
  /** Web: the CloudFront domain name (point a custom domain's CNAME/ALIAS here). */
  distributionDomainName: 'DistributionDomainName',
  /** Web */
  distributionId: 'DistributionId',
  /** Web: the private bucket holding the built SPA. */
  bucketName: 'SiteBucketName',
  /** Api: the API Gateway stage URL (answers only requests that come through CloudFront). */
  apiUrl: 'ApiUrl',
  /** Api: the SNS topic alarms notify. */
  alarmTopicArn: 'AlarmTopicArn',
  /** Api: the console address of the stage's operator dashboard. */
  dashboardUrl: 'DashboardUrl',
  /** Email */
  senderIdentity: 'SenderIdentity',
  /** Email */
  configurationSet: 'ConfigurationSetName',
  /** Edge: the us-east-1 certificate of the stage's domain, when the stacks issue it in its hosted zone. */
  certificateArn: 'CertificateArn',
  /** Web: the managed policy an editor needs to publish rendered pages to the stage with the admin CLI. */
  editorPolicyArn: 'EditorPolicyArn',
  /** Edge */
  webAclArn: 'WebAclArn',
  /** Edge: the numbered version of the Lambda@Edge function that turns S3's 403/404 into the 404 page. */
  notFoundFunctionVersionArn: 'NotFoundFunctionVersionArn',
} as const;

/**
 * Keys of the site bucket the admin CLI's publisher owns (rendered posts, blog pages, programmatic pages,
 * sitemap, feed). Deploys of the build never upload or prune them; editors may write nothing else.
 */
export const editorLayer = {
  prefixes: ['blog/', 'tools/'],
  // sitemap-N.xml: the parts of a sitemap index past 50,000 URLs, at the root as the protocol requires.
  files: ['sitemap.xml', 'sitemap-*.xml', 'rss.xml'],
} as const;

/** Secrets Manager name of the key a stage's tools sign their results with (refine takes only signed ones). */
export const resultSecretName = (stage: string): string => `content-copilot/${stage}/result-signing-key`;

/** Secrets Manager name of the key a stage signs unsubscribe links with (functions and the admin CLI). */
export const unsubscribeSecretName = (stage: string): string =>
  `content-copilot/${stage}/unsubscribe-signing-key`;

/**
 * The operations metrics the functions publish (Powertools Metrics, lambdas/shared/metrics/metrics.ts), all
 * with dimension `Stage`: tokens per generation by `Tool`, refused requests by `Tool` (visitor limits and the
 * day's budget), and leads reaching each `Status`. The dashboard reads the same names.
 */
export const operationsMetrics = {
  namespace: 'ContentCopilot',
  inputTokens: 'InputTokens',
  outputTokens: 'OutputTokens',
  refusals: 'Refusals',
  leads: 'Leads',
  /** Grounded searches made so far on the UTC day (live research, issue 29), with dimension `Stage` only. */
  researchCalls: 'ResearchCalls',
  /** Visitor events counted by the events function (issue 30), with dimension `Event`. */
  visitorEvents: 'VisitorEvents',
} as const;

/** Share, in percent, of a daily allowance (tokens, grounded searches, YouTube units) at which its alarm fires. */
export const usageAlarmPercent = 80;

/**
 * The custom metric the functions publish (CloudWatch embedded metric format) after each generation: the
 * share of the stage's daily token budget used so far, in percent, with dimension `Stage`.
 */
export const budgetMetric = {
  namespace: operationsMetrics.namespace,
  name: 'GenerationBudgetUsedPercent',
} as const;
