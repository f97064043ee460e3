/**
 * `npm run admin -- <command>`: runs the admin CLI from its bundle (bundle.mjs), building it first when it is
 * missing or a source is newer, so a fresh clone and an edited checkout both run what the sources say.
 * Without dev packages (no esbuild) it runs the bundle it has, or says how to run the sources instead.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { ADMIN_BUNDLE, adminBundleIsFresh, buildAdminBundle } from './bundle.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bundle = join(root, ADMIN_BUNDLE);

if (!adminBundleIsFresh(root)) {
  try {
    await buildAdminBundle(root);
  } catch (err) {
    const noEsbuild = err?.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes("'esbuild'");
    if (!noEsbuild) throw err;
    if (!existsSync(bundle)) {
      console.error(
        `Error: the admin CLI is not built (${ADMIN_BUNDLE}) and esbuild is not installed to build it:` +
          ' run `npm run build` on an install with dev packages, or `npx tsx scripts/admin/cli.ts`.',
      );
      process.exit(1);
    }
  }
}
await import(pathToFileURL(bundle).href);
