import { mkdir, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { compressed } from './precompress';

/** Where the publisher keeps the editor layer: keys have no leading slash (`blog/index.html`). */
export interface SiteTarget {
  /** For the terminal: which site this is. */
  description: string;
  read(key: string): Promise<string | undefined>;
  /**
   * Stores `body` at `key`; with `redirect`, as a redirect object whose address answers a 301 to that path
   * (infra/edge/redirect.ts): S3 metadata in the bucket, a `.location` file beside it in a folder.
   */
  write(
    key: string,
    body: string,
    contentType: string,
    cacheControl: string,
    redirect?: string,
  ): Promise<void>;
  remove(key: string): Promise<void>;
  /** Every key under the prefix. */
  list(prefix: string): Promise<string[]>;
  /** Drops cached copies of these URL paths (`/blog/x/index.html`); nothing to do for a folder. */
  invalidate(paths: readonly string[]): Promise<void>;
}

const siblings = ['.br', '.gz', '.location'] as const;

/**
 * Brotli quality of editor pages: 5 takes ~1 ms for an 80 KB page where 11 takes ~75 ms, for ~10% more
 * bytes; a publish rewrites these pages, the build's assets keep 11.
 */
const PAGE_BROTLI_QUALITY = 5;

/** Removes empty folders from `dir` up to (not including) `root`. */
async function pruneEmpty(dir: string, root: string): Promise<void> {
  for (let at = dir; at !== root && at.startsWith(root + sep); at = dirname(at)) {
    if ((await readdir(at).catch(() => ['?'])).length > 0) return;
    await rmdir(at).catch(() => undefined);
  }
}

/** Every file under `dir` whose first-level name starts with `start`. */
async function walk(dir: string, start = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries
      .filter((entry) => entry.name.startsWith(start))
      .map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return files.flat();
}

/** The local editor layer: a folder the local site origin serves before web/dist. */
export function folderTarget(root: string): SiteTarget {
  const fileOf = (key: string) => join(root, ...key.split('/'));
  // Folders this target made or found, so a full render does not ask for each of its 10,000 again.
  const folders = new Set<string>();
  const folderFor = async (file: string) => {
    const folder = dirname(file);
    if (!folders.has(folder)) await mkdir(folder, { recursive: true });
    folders.add(folder);
  };
  return {
    description: `the local site folder ${root}`,
    read: (key) => readFile(fileOf(key), 'utf8').catch(() => undefined),
    async write(key, body, _contentType, _cacheControl, redirect) {
      const file = fileOf(key);
      await folderFor(file);
      if (redirect !== undefined) {
        // A redirect is answered before its bytes are read: no twins, and none left from a page it replaces.
        await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
        await Promise.all([writeFile(file, body), writeFile(`${file}.location`, redirect)]);
        return;
      }
      const { br, gz } = await compressed(Buffer.from(body), PAGE_BROTLI_QUALITY);
      await Promise.all([
        writeFile(file, body),
        writeFile(`${file}.br`, br),
        writeFile(`${file}.gz`, gz),
        rm(`${file}.location`, { force: true }),
      ]);
    },
    async remove(key) {
      const file = fileOf(key);
      await Promise.all(['', ...siblings].map((suffix) => rm(`${file}${suffix}`, { force: true })));
      await pruneEmpty(dirname(file), root);
      folders.clear();
    },
    async list(prefix) {
      // Only what can hold the prefix: walking the whole site for each prefix cost seconds at 10,000 posts.
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      const files = await walk(join(root, ...folder.split('/')), prefix.slice(folder.length));
      return files
        .map((file) => relative(root, file).split(sep).join('/'))
        .filter((key) => key.startsWith(prefix) && !siblings.some((suffix) => key.endsWith(suffix)))
        .sort();
    },
    invalidate: async () => undefined,
  };
}
