import { tableDefinition } from '../../infra/tables';
import { documentClient } from '../shared/dynamo';
import { unsubscribeSecret } from '../shared/email/unsubscribe-secret';
import { env, tableName } from '../shared/env';
import { route } from '../shared/http/route';
import { OptOutsRepository } from '../shared/repositories/opt-outs-repository';
import { UnsubscribeQuerySchema } from './contract';
import { unsubscribePage } from './page';
import { unsubscribe } from './service';

const leadsTable = tableDefinition('leads');

/** `GET /api/unsubscribe`: the link in the email, opened in a browser; answers a small HTML page. */
export const handler = route({ query: UnsubscribeQuerySchema }, async ({ query }) => {
  const optOuts = new OptOutsRepository(documentClient(), tableName(leadsTable));
  const check = await unsubscribe(query.token, { optOuts, secret: await unsubscribeSecret() });
  return unsubscribePage(check, env().SUPPORT_EMAIL);
});
