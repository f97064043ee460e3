/**
 * Smoke test of every route of a deployed stage (or of `npm start`), through the site's own URL:
 *   npm run smoke -- https://d1234abcd.cloudfront.net
 * What it calls and expects: scripts/deploy/smoke-test.ts.
 */
import { smokeTest } from './deploy/smoke-test';

const site = process.argv[2];
if (!site) {
  console.error('usage: npm run smoke -- <SiteUrl>');
  process.exit(2);
}
process.exitCode = (await smokeTest(site.replace(/\/$/, ''))) ? 0 : 1;
