/**
 * What loading a library on demand costs, for `npm run bench:bundles`: the libraries a function reaches only
 * through `await import()`, found in its on-demand chunks by their source maps, and the milliseconds the first
 * `import()` of such a chunk takes once the function's cold path is loaded (a visitor waits that long the
 * first time a warm function takes that path).
 */
import { readFileSync } from 'node:fs';
import { lazyImportTime, median, quantile } from './import-time';

/**
 * The libraries the functions load lazily, each on a path a visitor waits on; the secrets reader (Powertools
 * Parameters and its Secrets Manager client) on the first signed result, email or YouTube search of an instance.
 */
export const LAZY_LIBRARIES = [
  'htmlparser2',
  'nodemailer',
  'libmime',
  'docx',
  '@aws-lambda-powertools/parameters',
  '@aws-sdk/client-secrets-manager',
] as const;

/** For each lazy library a function has, the on-demand chunks that hold its files. */
export function lazyChunks(onDemand: readonly string[]): { library: string; chunks: string[] }[] {
  const sources = new Map(
    onDemand.map((chunk) => [
      chunk,
      (JSON.parse(readFileSync(`${chunk}.map`, 'utf8')) as { sources: string[] }).sources,
    ]),
  );
  return LAZY_LIBRARIES.map((library) => ({
    library,
    chunks: onDemand.filter((chunk) =>
      sources.get(chunk)!.some((source) => source.includes(`/node_modules/${library}/`)),
    ),
  })).filter(({ chunks }) => chunks.length > 0);
}

/** Median and middle half of the first-import times of some chunks after the entry, over `runs` fresh processes. */
export function lazyCost(
  runs: number,
  entry: string,
  chunks: readonly string[],
  env: Record<string, string>,
) {
  const times = Array.from({ length: runs }, () => lazyImportTime(entry, chunks, env));
  return { median: median(times), middleHalf: [quantile(times, 0.25), quantile(times, 0.75)] as const };
}
