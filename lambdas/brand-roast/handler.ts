import { routeById } from '../../catalog/routes';
import { tableDefinition } from '../../catalog/tables';
import { documentClient } from '../shared/dynamo';
import { mailerFromEnv } from '../shared/email/mailer';
import { preloadMailLibraries } from '../shared/email/message';
import { unsubscribeSecret } from '../shared/email/unsubscribe-secret';
import { env, tableName } from '../shared/env';
import { toolRoute } from '../shared/tool-route/tool-route';
import { json } from '../shared/http/responses';
import { respondWithProgress } from '../shared/tool-route/progress';
import { OptOutsRepository } from '../shared/repositories/opt-outs-repository';
import { RoastLeadsRepository } from '../shared/repositories/roast-leads-repository';
import { BrandRoastRequestSchema } from './contract';
import { roastBrand } from './service';
import { readSite } from './site';

const leadsTable = tableDefinition('leads');
/** A twin of a submission waits for the first as long as its own function may run, less time to answer. */
const twinWaitMs = routeById('brand-roast').timeoutSeconds * 1000 - 5000;

/**
 * `{ roast, rebuild, emailed }` as one JSON answer, or streamed with its progress: reading the site, writing
 * and emailing (or waiting for a twin) can outlast CloudFront's 60 s.
 */
export const handler = toolRoute('brand-roast', BrandRoastRequestSchema, ({ event, body, generator }) => {
  preloadMailLibraries(); // they load while the model writes, so the email waits for nothing
  const { SITE_URL, LEAD_RETENTION_DAYS } = env();
  const [db, table] = [documentClient(), tableName(leadsTable)];
  const stores = { leads: new RoastLeadsRepository(db, table), optOuts: new OptOutsRepository(db, table) };
  const deps = { generator, readSite, mailer: mailerFromEnv(), siteUrl: SITE_URL, secret: unsubscribeSecret };
  const limits = { retentionDays: LEAD_RETENTION_DAYS, waitMs: twinWaitMs };
  const first = body.websiteURL ? 'reading your site' : 'writing';
  return respondWithProgress(event, first, async (progress) =>
    json(200, await roastBrand(body, { ...stores, ...deps, ...limits, progress })),
  );
});
