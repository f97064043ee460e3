import { ensureWebBuild } from '../../../scripts/web-build';

/** E2E tests drive the built SPA: build it first if any source is newer than web/dist. */
export default async function globalSetup(): Promise<void> {
  await ensureWebBuild(process.cwd());
}
