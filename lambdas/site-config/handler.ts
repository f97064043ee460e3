import { env } from '../shared/env';
import { route } from '../shared/http/route';
import { json } from '../shared/http/responses';
import type { SiteConfig } from './contract';

export const handler = route({}, async () => {
  const config: SiteConfig = { supportEmail: env().SUPPORT_EMAIL };
  return json(200, config, { 'Cache-Control': 'public, max-age=300' });
});
