/**
 * The library floor of `npm run bench:bundles`: the SDK floor (middy core and the route's SDK clients) plus
 * every other library the function's cold start loads, each loaded and used at start-up the way our code
 * does (below). Which libraries a function loads comes from the source maps of its cold-start chunks, so a
 * library added to a function shows up here, and the bench stops until this file says how it is used.
 * What a function loads above this floor is our own code, with any use of a library beyond the minimal one
 * below (more zod schema kinds, say) counted as ours.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { bundleFunction } from '../../infra/bundling';
import { writeFloorEntry, type ClientId } from './bundle-floors';

/** How each library beyond the SDK floor is loaded and used at start-up: import lines, then statements. */
const USES: Record<string, { imports: string[]; start: string[] }> = {
  '@aws-lambda-powertools/logger': {
    imports: [
      "import { Logger } from '@aws-lambda-powertools/logger';",
      "import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';",
    ],
    start: ['const logger = new Logger();', 'injectLambdaContext(logger, { resetKeys: true });'],
  },
  '@aws-lambda-powertools/metrics': {
    imports: ["import { Metrics } from '@aws-lambda-powertools/metrics';"],
    start: ["const metrics = new Metrics({ namespace: 'Floor' });", 'metrics.clearDefaultDimensions();'],
  },
  '@middy/http-header-normalizer': {
    imports: ["import httpHeaderNormalizer from '@middy/http-header-normalizer';"],
    start: ['httpHeaderNormalizer();'],
  },
  '@middy/http-json-body-parser': {
    imports: ["import httpJsonBodyParser from '@middy/http-json-body-parser';"],
    start: ['httpJsonBodyParser();'],
  },
  zod: {
    imports: ["import * as z from 'zod/mini';", "import { en } from 'zod/locales';"],
    start: ['z.config({ ...en(), jitless: true });', 'z.object({ text: z.string(), count: z.number() });'],
  },
  'safe-stable-stringify': {
    imports: ["import { stringify } from 'safe-stable-stringify';"],
    start: ["stringify({ tool: 'floor', result: { b: 1, a: [2] } });"],
  },
  '@sindresorhus/slugify': {
    imports: ["import slugify from '@sindresorhus/slugify';"],
    start: ["slugify('Crème brûlée starter');"],
  },
  marked: {
    imports: ["import { Lexer } from 'marked';"],
    start: ["Lexer.lex('# A title');"],
  },
  'robots-parser': {
    imports: ["import robotsParser from 'robots-parser';"],
    start: ["robotsParser('https://floor.test/robots.txt', 'User-agent: *');"],
  },
  entities: {
    imports: ["import { decodeHTML } from 'entities';"],
    start: ["decodeHTML('&lt;/input&gt; &amp;amp;');"],
  },
  'ipaddr.js': {
    imports: ["import ipaddr from 'ipaddr.js';"],
    start: ["ipaddr.IPv6.parseCIDR('2000::/3');"],
  },
};
/** Packages that only come with one above (their dependencies), or with the SDK floor's. */
const BROUGHT = new Set([
  '@aws-lambda-powertools/commons',
  '@aws/lambda-invoke-store',
  '@middy/util',
  '@sindresorhus/transliterate',
  'escape-string-regexp',
]);

/** The libraries of a cold start that this file does not say how to use: the bench stops on any. */
export const unknownLibraries = (libraries: readonly string[]): string[] =>
  libraries.filter((library) => !BROUGHT.has(library) && !USES[library]);

/** The node_modules files (absolute paths) some bundle files were built from, by their `.map` files. */
export function libraryFiles(bundleFiles: readonly string[]): string[] {
  const files = new Set<string>();
  for (const file of bundleFiles) {
    const map = `${file}.map`;
    if (!existsSync(map)) continue;
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    for (const source of sources) {
      const path = resolve(dirname(map), source);
      if (path.includes('/node_modules/')) files.add(path);
    }
  }
  return [...files].sort();
}

/** The packages some node_modules files belong to: `zod`, `@aws-sdk/client-ses`… */
export const packagesOf = (files: readonly string[]): string[] =>
  [
    ...new Set(
      files.map((file) => {
        const parts = file.slice(file.lastIndexOf('/node_modules/') + '/node_modules/'.length).split('/');
        return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
      }),
    ),
  ].sort();

/**
 * Writes and bundles (as every function is bundled) the library floor of a function: its SDK floor's clients
 * and the libraries its cold start loads beyond them. Answers its index.mjs.
 */
export function buildLibraryFloor(
  dir: string,
  name: string,
  clients: readonly ClientId[],
  libraries: readonly string[],
): string {
  const uses = libraries
    .filter((library) => !BROUGHT.has(library))
    .map((library) => {
      const use = USES[library];
      if (!use)
        throw new Error(`${name} loads ${library} at start-up: say in library-floor.ts how it is used.`);
      return use;
    });
  const entry = writeFloorEntry(join(dir, 'src'), clients, {
    name,
    imports: uses.flatMap((use) => use.imports),
    start: uses.flatMap((use) => use.start),
  });
  const out = join(dir, name);
  bundleFunction(entry, out);
  return join(out, 'index.mjs');
}
