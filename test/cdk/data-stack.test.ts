import { Match, Template } from 'aws-cdk-lib/assertions';
import { loadStageConfig } from '../../infra/config';
import { tableOutputKey } from '../../catalog/names';
import { DataStack } from '../../infra/stacks/data-stack';
import { tables, type TableDefinition } from '../../catalog/tables';
import { fixtureTables, stages, testApp } from './support';

const build = (stage: 'test' | 'prod', definitions: readonly TableDefinition[] = fixtureTables) =>
  Template.fromStack(
    new DataStack(testApp(), 'Data', { config: loadStageConfig(stage, stages), definitions }),
  );

describe('data stack', () => {
  it('creates each defined table on demand, encrypted, with PITR, its index and TTL', () => {
    const template = build('test');
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'content-copilot-test-posts',
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: 'byDate' })],
      Replicas: [
        Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
      ],
    });
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'content-copilot-test-rate-limits',
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it('retains and protects tables in a production stage, and lets a throwaway one go', () => {
    build('prod').allResources('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
    build('test').allResources('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Delete' });
  });

  it('publishes each table name under the output key the admin CLI looks up', () => {
    const template = build('test');
    expect(tableOutputKey({ id: 'rate-limits' })).toBe('RateLimitsTableName');
    template.hasOutput('PostsTableName', { Value: Match.anyValue() });
    template.hasOutput('RateLimitsTableName', { Value: Match.anyValue() });
  });

  it('keeps leads with their expiry and the indexes the CLI lists them by, protected in production', () => {
    const leads = tables.filter((table) => table.id === 'leads');
    const prod = Template.fromStack(
      new DataStack(testApp(), 'Data', { config: loadStageConfig('prod', stages), definitions: leads }),
    );
    prod.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        TableName: 'content-copilot-prod-leads',
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        SSESpecification: { SSEEnabled: true },
        GlobalSecondaryIndexes: ['byEmail', 'byCreated', 'bySource'].map((IndexName) =>
          Match.objectLike({ IndexName }),
        ),
        Replicas: [
          Match.objectLike({
            DeletionProtectionEnabled: true,
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          }),
        ],
      }),
    });
  });

  it('creates exactly the tables of the real table list', () => {
    const template = build('test', [...tables]);
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', tables.length);
    for (const table of tables) template.hasOutput(tableOutputKey(table), { Value: Match.anyValue() });
  });

  it('expires cached YouTube searches and old quota counters with TTL', () => {
    build('test', [...tables]).hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'content-copilot-test-youtube',
      KeySchema: [{ AttributeName: 'key', KeyType: 'HASH' }],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it('spreads each day of visitor event counters over shards: the partition key is the day shard', () => {
    build('test', [...tables]).hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'content-copilot-test-event-counters',
      KeySchema: [
        { AttributeName: 'dayShard', KeyType: 'HASH' },
        { AttributeName: 'key', KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it('backs up the tables people write (posts, leads) daily for 35 days in a production stage only', () => {
    const prod = build('prod', tables);
    prod.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanName: 'content-copilot-prod-tables',
        BackupPlanRule: [
          Match.objectLike({ ScheduleExpression: 'cron(0 5 * * ? *)', Lifecycle: { DeleteAfterDays: 35 } }),
        ],
      },
    });
    const [selection] = Object.values(prod.findResources('AWS::Backup::BackupSelection'));
    const backedUp = JSON.stringify(selection!.Properties.BackupSelection.Resources);
    const tableIds = Object.entries(prod.findResources('AWS::DynamoDB::GlobalTable')).map(
      ([logicalId, r]) => ({
        logicalId,
        name: (r.Properties as { TableName: string }).TableName,
      }),
    );
    const selected = tableIds.filter(({ logicalId }) => backedUp.includes(logicalId)).map(({ name }) => name);
    expect(selected.sort()).toEqual(['content-copilot-prod-leads', 'content-copilot-prod-posts']);
    prod.hasResource('AWS::Backup::BackupVault', { DeletionPolicy: 'Retain' });
    build('test', tables).resourceCountIs('AWS::Backup::BackupPlan', 0);
  });
});
