import { tableDefinition } from '../../infra/tables';
import { documentClient } from '../shared/dynamo';
import { unsubscribeSecret } from '../shared/email/unsubscribe-secret';
import { tableName } from '../shared/env';
import { BadRequestError } from '../shared/http/errors';
import { json } from '../shared/http/responses';
import { route } from '../shared/http/route';
import { OptOutsRepository } from '../shared/repositories/opt-outs-repository';
import { UnsubscribeQuerySchema, type UnsubscribeResponse } from '../unsubscribe/contract';
import { unsubscribe } from '../unsubscribe/service';

const leadsTable = tableDefinition('leads');

/**
 * `POST /api/unsubscribe`: RFC 8058 one-click, sent by mail clients with the form body
 * `List-Unsubscribe=One-Click`; the token in the URL is all that counts, so the body is not read.
 */
export const handler = route({ query: UnsubscribeQuerySchema, maxBodyBytes: 1024 }, async ({ query }) => {
  const optOuts = new OptOutsRepository(documentClient(), tableName(leadsTable));
  const check = await unsubscribe(query.token, { optOuts, secret: await unsubscribeSecret() });
  if (!check.ok)
    throw new BadRequestError(
      `This unsubscribe link is ${check.reason === 'expired' ? 'expired' : 'not valid'}.`,
    );
  return json(200, { unsubscribed: true } satisfies UnsubscribeResponse);
});
