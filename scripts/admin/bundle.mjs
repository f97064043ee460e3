/**
 * The admin CLI's prebuilt bundle, `dist/admin/cli.mjs` (git-ignored): `npm run build` writes it, and the
 * launcher (launch.mjs) rewrites it when a source it was built from is newer. Plain JavaScript, so plain
 * node runs it: no tsx at start-up. Packages stay external (loaded from node_modules), and each command's
 * `await import()` becomes its own chunk, so `--help` loads commander and the command definitions only.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the bundle lives under the repository root. */
export const ADMIN_OUT_DIR = join('dist', 'admin');
export const ADMIN_BUNDLE = join(ADMIN_OUT_DIR, 'cli.mjs');
/** The source files the bundle was built from (repository-relative), for the launcher's freshness check. */
const INPUTS = join(ADMIN_OUT_DIR, 'inputs.json');

const mtimeOf = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

/** Whether the bundle exists and no source it was built from (nor this file) changed since its build began. */
export function adminBundleIsFresh(root) {
  if (mtimeOf(join(root, ADMIN_BUNDLE)) === undefined) return false;
  let built;
  try {
    built = JSON.parse(readFileSync(join(root, INPUTS), 'utf8'));
  } catch {
    return false;
  }
  return built.files.every((file) => {
    const changed = mtimeOf(join(root, file));
    return changed !== undefined && changed <= built.startedAt;
  });
}

/** Writes `body` to `file` through a temporary name: a CLI starting meanwhile never reads half a file. */
function writeAtomically(file, body) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, body);
  renameSync(temporary, file);
}

/**
 * Bundles scripts/admin/cli.ts into dist/admin (chunks under chunks/, named by content), the entry written
 * last so it never names a chunk not yet on disk. `clean` empties the folder first (`npm run build`).
 */
export async function buildAdminBundle(root, { clean = false } = {}) {
  const { build } = await import('esbuild');
  const startedAt = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: { cli: 'scripts/admin/cli.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    packages: 'external',
    outdir: ADMIN_OUT_DIR,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  if (clean) rmSync(join(root, ADMIN_OUT_DIR), { recursive: true, force: true });
  const entry = join(root, ADMIN_BUNDLE);
  const outputs = [...result.outputFiles].sort((a, b) => (a.path === entry) - (b.path === entry));
  for (const file of outputs) writeAtomically(file.path, file.contents);
  const files = [...Object.keys(result.metafile.inputs), relative(root, fileURLToPath(import.meta.url))];
  writeAtomically(
    join(root, INPUTS),
    `${JSON.stringify({ startedAt, files: [...files, 'tsconfig.json'] })}\n`,
  );
  return entry;
}
