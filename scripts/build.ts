/** `npm run build`: builds and prerenders the site for SITE_URL (default http://localhost:3000). */
import { repoRoot } from './local/config';
import { buildSite } from './site/build';
import { siteUrlFromEnv } from './site/site-info';

await buildSite(repoRoot(), siteUrlFromEnv());
