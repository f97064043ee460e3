import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
export const compressibleExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.xml',
  '.txt',
  '.json',
]);

/** Files this size or smaller go out as they are: compression would save less than a packet. */
export const minimumBytes = 1024;

const twins = ['.br', '.gz'] as const;

/** Every file under `dir`, skipping dot entries (`.vite/`, `.site.json`): build metadata, never served. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
      }),
  );
  return nested.flat();
}

/** Brotli (at `quality`) and gzip 9 twins of some content. */
export async function compressed(content: Buffer, quality: number): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` (gzip 9) next to one file, whatever its size or type. Brotli runs at
 * `quality` 11 for the build's files, compressed once; pages rewritten on every publish pass a lower one.
 */
export async function precompressFile(file: string, quality = 11): Promise<void> {
  const { br, gz } = await compressed(await readFile(file), quality);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

const qualifies = async (file: string) =>
  compressibleExtensions.has(extname(file)) && (await stat(file)).size > minimumBytes;

/**
 * Writes `.br` and `.gz` twins next to every text file over 1 KB under `dir`, the way the local server
 * serves them (CloudFront compresses on its own), and deletes twins whose file is gone or no longer
 * qualifies, so no stale copy is ever served. Returns how many files it compressed.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = await filesUnder(dir);
  const isTwin = (file: string) => twins.some((twin) => file.endsWith(twin));
  const chosen: string[] = [];
  for (const file of files) if (!isTwin(file) && (await qualifies(file))) chosen.push(file);
  const keep = new Set(chosen.flatMap((file) => twins.map((twin) => `${file}${twin}`)));
  // Only twins of text files are ours to delete (a real archive.tar.gz is not).
  const stale = files.filter(
    (file) => isTwin(file) && compressibleExtensions.has(extname(file.slice(0, -3))) && !keep.has(file),
  );
  await Promise.all(stale.map((file) => rm(file, { force: true })));
  // Two at a time: brotli 11 is CPU-bound and the machines have two cores.
  const queue = [...chosen];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await precompressFile(file);
  };
  await Promise.all([worker(), worker()]);
  return chosen.length;
}
