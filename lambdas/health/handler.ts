import { tables } from '../../catalog/tables';
import { dynamoClient } from '../shared/dynamo';
import { env, tableName } from '../shared/env';
import { json } from '../shared/http/responses';
import { route } from '../shared/http/route';
import { TableStatusRepository } from '../shared/repositories/table-status-repository';
import { checkHealth } from './service';

export const handler = route({}, async () => {
  const { STAGE, DYNAMODB_ENDPOINT } = env();
  const health = await checkHealth({
    stage: STAGE,
    endpoint: DYNAMODB_ENDPOINT,
    statuses: new TableStatusRepository(dynamoClient()),
    tables: tables.map((table) => ({ table, name: tableName(table) })),
  });
  return json(health.ok ? 200 : 503, health);
});
