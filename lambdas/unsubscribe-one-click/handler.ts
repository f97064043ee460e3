import type { APIGatewayProxyEvent } from 'aws-lambda';
import { tableDefinition } from '../../catalog/tables';
import { documentClient } from '../shared/dynamo';
import { unsubscribeSecret } from '../shared/email/unsubscribe-secret';
import { env, tableName } from '../shared/env';
import { BadRequestError } from '../shared/http/errors';
import { json } from '../shared/http/responses';
import { route } from '../shared/http/route';
import { OptOutsRepository } from '../shared/repositories/opt-outs-repository';
import { UnsubscribeQuerySchema, type UnsubscribeResponse } from '../unsubscribe/contract';
import { refusedView, unsubscribePage } from '../unsubscribe/page';
import { unsubscribe } from '../unsubscribe/service';

const leadsTable = tableDefinition('leads');

/** A browser submitting the confirm page's form asks for HTML; mail clients and scripts do not. */
const wantsPage = (event: APIGatewayProxyEvent) =>
  (event.headers?.accept ?? event.headers?.Accept ?? '').includes('text/html');

/**
 * `POST /api/unsubscribe`: RFC 8058 one-click, sent by mail clients with the form body
 * `List-Unsubscribe=One-Click`, and the confirm page's button, which sends the same body. The token in the
 * URL is all that counts, so the body is not read. A browser gets the outcome as a page, others as JSON.
 */
export const handler = route(
  { query: UnsubscribeQuerySchema, maxBodyBytes: 1024 },
  async ({ query, event }) => {
    const optOuts = new OptOutsRepository(documentClient(), tableName(leadsTable));
    const check = await unsubscribe(query.token, { optOuts, secret: await unsubscribeSecret() });
    if (wantsPage(event))
      return unsubscribePage(check.ok ? 'unsubscribed' : refusedView(check), env().SUPPORT_EMAIL);
    if (!check.ok)
      throw new BadRequestError(
        `This unsubscribe link is ${check.reason === 'expired' ? 'expired' : 'not valid'}.`,
      );
    return json(200, { unsubscribed: true } satisfies UnsubscribeResponse);
  },
);
