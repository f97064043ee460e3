/**
 * `npm run build`: bundles the admin CLI (dist/admin, so `npm run admin` starts on plain node), then builds
 * and prerenders the site for SITE_URL (default http://localhost:3000).
 */
import { buildAdminBundle } from './admin/bundle.mjs';
import { repoRoot } from './local/config';
import { buildSite } from './site/build';
import { siteUrlFromEnv } from './site/site-info';

await buildAdminBundle(repoRoot(), { clean: true });
await buildSite(repoRoot(), siteUrlFromEnv());
