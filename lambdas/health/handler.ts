import { tables } from '../../infra/tables';
import { dynamoClient } from '../shared/dynamo';
import { env, tableName } from '../shared/env';
import { route } from '../shared/http/route';
import { json } from '../shared/http/responses';
import { checkHealth } from './service';

export const handler = route({}, async () => {
  const { STAGE, DYNAMODB_ENDPOINT } = env();
  const health = await checkHealth({
    stage: STAGE,
    endpoint: DYNAMODB_ENDPOINT,
    dynamo: dynamoClient(),
    tables: tables.map((table) => ({ table, name: tableName(table) })),
  });
  return json(health.ok ? 200 : 503, health);
});
