import { ArnFormat, Aws, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { bedrockGrant, groundingToolArns } from '../bedrock';
import type { StageConfig } from '../config';
import { routeGrants, type AccessMap } from '../../catalog/data-access';
import { configurationSetName, senderIdentityName, youtubeSecretName } from '../environment';
import { resultSecretName, unsubscribeSecretName } from '../../catalog/names';
import type { RouteDefinition } from '../../catalog/routes';
import { physicalTableName, type TableDefinition } from '../../catalog/tables';

const invokeActions = ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'];

/** ARN of a stage's table, from its deterministic name: no export ties the API stack to the data stack. */
const tableArn = (scope: Construct, stage: string, table: TableDefinition): string =>
  Stack.of(scope).formatArn({
    service: 'dynamodb',
    resource: 'table',
    resourceName: physicalTableName(stage, table),
  });

/** ARN of an SES identity (address or domain) in the stage's account and region. */
const sesArn = (scope: Construct, resource: string, name: string): string =>
  Stack.of(scope).formatArn({ service: 'ses', resource, resourceName: name });

/**
 * Grants one function exactly what its route declares: the DynamoDB actions its repositories declare, on
 * the tables and indexes they name (never index/*), Bedrock, SES, the YouTube key and unsubscribe key secrets.
 */
export function grantRouteAccess(
  role: Role,
  route: Pick<
    RouteDefinition,
    | 'id'
    | 'repositories'
    | 'bedrock'
    | 'research'
    | 'sendsEmail'
    | 'unsubscribeLinks'
    | 'youtube'
    | 'signsResults'
  >,
  config: StageConfig,
  definitions: readonly TableDefinition[],
  access?: AccessMap,
): void {
  for (const { table, index, actions } of routeGrants(route, definitions, access)) {
    const arn = tableArn(role, config.stage, table);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: actions.map((action) => `dynamodb:${action}`),
        resources: [index ? `${arn}/index/${index}` : arn],
      }),
    );
  }
  if (route.bedrock) grantBedrock(role, config.bedrock.modelId, config.bedrock.foundationModelId);
  if (route.research && config.research.enabled) {
    grantBedrock(role, config.research.modelId);
    // Nova's web search is a system tool the model calls: its own action, on that one tool.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['bedrock:InvokeTool'],
        resources: groundingToolArns({ partition: Aws.PARTITION, account: Aws.ACCOUNT_ID }),
      }),
    );
    const nagged = groundingToolArns({ partition: '<AWS::Partition>', account: '<AWS::AccountId>' });
    for (const arn of nagged.filter((resource) => resource.includes('*')))
      Validations.of(role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${arn}]`,
        reason:
          'The grounding tool runs in whichever US Region the research model’s cross-Region profile picks.',
      });
  }
  if (route.youtube) grantSecretRead(role, youtubeSecretName(config));
  // Every email carries a signed unsubscribe link, and the unsubscribe routes check it.
  if (route.sendsEmail || route.unsubscribeLinks) grantSecretRead(role, unsubscribeSecretName(config.stage));
  // Every result a tool answers is signed, and refine checks the signature of the one it is given.
  if (route.signsResults) grantSecretRead(role, resultSecretName(config.stage));
  if (route.sendsEmail) {
    const identities = [senderIdentityName(config), ...config.sandboxRecipients];
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendRawEmail'],
        resources: [
          ...identities.map((name) => sesArn(role, 'identity', name)),
          sesArn(role, 'configuration-set', configurationSetName(config.stage)),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': config.senderEmail } },
      }),
    );
  }
}

/** Read access to one secret by name; Secrets Manager appends six random characters to a name in its ARN. */
function grantSecretRead(role: Role, name: string): void {
  const secret = Stack.of(role).formatArn({
    service: 'secretsmanager',
    resource: 'secret',
    resourceName: `${name}-??????`,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret] }),
  );
}

/** Invoking one configured model or profile, and through a profile only the model it routes to. */
function grantBedrock(role: Role, modelId: string, foundationModelId?: string): void {
  const env = { partition: Aws.PARTITION, region: Stack.of(role).region, account: Aws.ACCOUNT_ID };
  const grant = bedrockGrant(modelId, env, foundationModelId);
  role.addToPrincipalPolicy(new PolicyStatement({ actions: invokeActions, resources: grant.direct }));
  if (!grant.viaProfile) return;
  const { models, profiles } = grant.viaProfile;
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: invokeActions,
      resources: models,
      conditions: { ArnLike: { 'bedrock:InferenceProfileArn': profiles } },
    }),
  );
  for (const model of models.filter((arn) => arn.includes(':*:'))) {
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${model.replace(Aws.PARTITION, '<AWS::Partition>')}]`,
      reason:
        'A cross-Region inference profile routes to Regions AWS picks; the condition allows the model only through the configured profile.',
    });
  }
}
