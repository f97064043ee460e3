import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * Table metadata for the health check, never items: its one call is the `table-status` grant of
 * catalog/data-access.ts.
 */
export class TableStatusRepository {
  constructor(private readonly dynamo: DynamoDBClient) {}

  /** The table's status (`ACTIVE`, `CREATING`…), or the name of the error that kept DynamoDB from answering. */
  async status(tableName: string): Promise<string> {
    try {
      const { Table } = await this.dynamo.send(new DescribeTableCommand({ TableName: tableName }));
      return Table?.TableStatus ?? 'UNKNOWN';
    } catch (err) {
      return err instanceof Error ? err.name : 'UNREACHABLE';
    }
  }
}
