import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Source maps read when an error is logged, not at start-up: `--enable-source-maps` makes Node scan every
 * character of a bundle while it loads (10-20 ms of each cold start), to map stacks that are rarely printed.
 */
const maps = new Map<string, SourceMap | undefined>();

function mapOf(file: string): SourceMap | undefined {
  if (!maps.has(file)) {
    try {
      maps.set(file, new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
    } catch {
      maps.set(file, undefined);
    }
  }
  return maps.get(file);
}

/** `lambdas/…`, `infra/…` or `node_modules/…`: a source's path in the repository, whatever folder it was bundled in. */
const repositoryPath = (source: string) =>
  /(?:^|\/)((?:lambdas|node_modules|infra)\/.*)$/.exec(source)?.[1] ?? source;

const FRAME = /((?:file:\/\/)?\/[^\s():]+\.mjs):(\d+):(\d+)/g;

/** A frame's `file.mjs:line:column` as the TypeScript source's, when its source map has it. */
function mappedFrame(frame: string, file: string, line: string, column: string): string {
  const path = file.startsWith('file://') ? fileURLToPath(file) : file;
  const entry = mapOf(path)?.findEntry(Number(line) - 1, Number(column) - 1);
  if (!entry || !('originalSource' in entry)) return frame;
  return `${repositoryPath(entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
}

/**
 * A stack trace whose frames in bundled `.mjs` files name the TypeScript source, line and column instead.
 * Only V8's `    at …` lines are read: the message above them may carry any text, of any length.
 */
export function mappedStack(stack: string): string {
  return stack
    .split('\n')
    .map((line) => (line.trimStart().startsWith('at ') ? line.replace(FRAME, mappedFrame) : line))
    .join('\n');
}
