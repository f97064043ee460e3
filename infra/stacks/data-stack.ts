import { CfnOutput, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import { AttributeType, Billing, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { physicalName, resultSecretName, tableOutputKey } from '../../catalog/names';
import { physicalTableName, type KeyAttribute, type TableDefinition } from '../../catalog/tables';

const attribute = (key: KeyAttribute) => ({
  name: key.name,
  type: key.type === 'N' ? AttributeType.NUMBER : AttributeType.STRING,
});

/** Every table of the table definitions: on-demand, encrypted, point-in-time recovery, TTL where defined. */
export class DataStack extends Stack {
  readonly tables = new Map<string, TableV2>();

  constructor(
    scope: Construct,
    id: string,
    props: StackProps & { config: StageConfig; definitions: readonly TableDefinition[] },
  ) {
    super(scope, id, props);
    const { config } = props;
    for (const definition of props.definitions) {
      const table = new TableV2(this, `Table-${definition.id}`, {
        tableName: physicalTableName(config.stage, definition),
        partitionKey: attribute(definition.partitionKey),
        ...(definition.sortKey ? { sortKey: attribute(definition.sortKey) } : {}),
        billing: Billing.onDemand(),
        encryption: TableEncryptionV2.awsManagedKey(),
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: config.retainData,
        removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        ...(definition.ttlAttribute ? { timeToLiveAttribute: definition.ttlAttribute } : {}),
        globalSecondaryIndexes: (definition.indexes ?? []).map((index) => ({
          indexName: index.name,
          partitionKey: attribute(index.partitionKey),
          ...(index.sortKey ? { sortKey: attribute(index.sortKey) } : {}),
        })),
      });
      this.tables.set(definition.id, table);
      // The admin CLI finds a stage's tables through these outputs.
      new CfnOutput(this, tableOutputKey(definition), { value: table.tableName });
    }
    if (config.retainData) this.backups(config.stage, props.definitions);
    // The tools sign every result with it, and refine checks it; functions find it by name.
    const resultKey = new Secret(this, 'ResultSigningKey', {
      secretName: resultSecretName(config.stage),
      description: `${config.stage}: HMAC key of the tools' results, which refine takes back only signed`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(resultKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the key only stops results kept in browsers from being refined; no rotation is needed.',
    });
  }

  /**
   * AWS Backup's daily copy of the tables people write (posts, leads), kept 35 days in a vault of the stage:
   * a deleted or corrupted table comes back even after point-in-time recovery went with it.
   */
  private backups(stage: string, definitions: readonly TableDefinition[]): void {
    const backedUp = definitions.filter((definition) => definition.backup);
    if (backedUp.length === 0) return;
    const backupVault = new BackupVault(this, 'BackupVault', {
      backupVaultName: physicalName(stage),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const plan = new BackupPlan(this, 'Backups', {
      backupPlanName: physicalName(stage, 'tables'),
      backupVault,
      // Daily at 05:00 UTC, deleted after 35 days.
      backupPlanRules: [BackupPlanRule.daily(backupVault)],
    });
    const selection = plan.addSelection('Tables', {
      resources: backedUp.map((definition) =>
        BackupResource.fromDynamoDbTable(this.tables.get(definition.id)!),
      ),
    });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason:
        'AWS Backup assumes this role to copy the selected tables; its managed policy is the one AWS Backup documents.',
    });
  }
}
