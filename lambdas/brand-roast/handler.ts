import { tableDefinition } from '../../infra/tables';
import { documentClient } from '../shared/dynamo';
import { mailerFromEnv } from '../shared/email/mailer';
import { unsubscribeSecret } from '../shared/email/unsubscribe-secret';
import { env, tableName } from '../shared/env';
import { toolRoute } from '../shared/generation/tool-route';
import { json } from '../shared/http/responses';
import { LeadsRepository } from '../shared/repositories/leads-repository';
import { BrandRoastRequestSchema } from './contract';
import { roastBrand } from './service';

const leadsTable = tableDefinition('leads');

/** `{ roast, rebuild, emailed }` as one JSON answer (see the route table on its integration). */
export const handler = toolRoute('brand-roast', BrandRoastRequestSchema, async ({ body, generator }) => {
  const { SITE_URL, LEAD_RETENTION_DAYS } = env();
  const leads = new LeadsRepository(documentClient(), tableName(leadsTable));
  const deps = { generator, leads, mailer: mailerFromEnv(), siteUrl: SITE_URL, secret: unsubscribeSecret };
  return json(200, await roastBrand(body, { ...deps, retentionDays: LEAD_RETENTION_DAYS }));
});
