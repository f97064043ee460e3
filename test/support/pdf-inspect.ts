/**
 * What a PDF holds, read from its bytes: the fonts it embeds, the glyph ids its text operators draw and the
 * ActualText of its marked spans (content streams inflated with zlib), and PDF.js's text items (through unpdf,
 * in a child process: jest's module sandbox refuses PDF.js's dynamic import).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';

const run = promisify(execFile);

/** A face's file from node_modules, as the browser fetches it from the built site. */
export const diskFont = async (file: string) => new Uint8Array(await readFile(join('node_modules', file)));

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The decompressed streams that draw text (those with a BT operator). */
export function contentStreams(pdf: Uint8Array): string[] {
  const streams: string[] = [];
  for (const match of latin1(pdf).matchAll(/<<([^<>]*)>>\s*stream\r?\n/g)) {
    const length = /\/Length (\d+)/.exec(match[1]!)?.[1];
    if (!length || !match[1]!.includes('/FlateDecode')) continue;
    const start = match.index + match[0].length;
    const text = inflateSync(pdf.subarray(start, start + Number(length))).toString('latin1');
    if (/\bBT\b/.test(text)) streams.push(text);
  }
  return streams;
}

/** Every glyph id shown by TJ/Tj (pdfkit writes Identity-H fonts: two bytes, the subset's glyph id, per glyph). */
export const drawnGlyphIds = (pdf: Uint8Array): number[] =>
  contentStreams(pdf).flatMap((stream) =>
    [...stream.matchAll(/(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)].flatMap(([shown]) =>
      [...shown.matchAll(/<([0-9a-fA-F]*)>/g)].flatMap(([, hex]) =>
        hex!.match(/.{4}/g)!.map((id) => parseInt(id, 16)),
      ),
    ),
  );

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A PDF literal string's bytes: backslash escapes resolved, UTF-16BE (with its byte order mark) decoded. */
function literal(body: string): string {
  const bytes = body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escape: string) =>
    /^[0-7]/.test(escape) ? String.fromCharCode(parseInt(escape, 8)) : (ESCAPES[escape] ?? escape),
  );
  return bytes.startsWith('\u00fe\u00ff')
    ? new TextDecoder('utf-16be').decode(Buffer.from(bytes.slice(2), 'latin1'))
    : bytes;
}

/** The ActualText of each marked span, in drawing order: what poppler's pdftotext and screen readers read. */
export const actualTexts = (pdf: Uint8Array): string[] =>
  contentStreams(pdf).flatMap((stream) =>
    [...stream.matchAll(/\/ActualText \(((?:\\[^]|[^\\)])*)\)/g)].map(([, body]) => literal(body!)),
  );

/** The embedded fonts' names, subset tag dropped (`NotoSansJP-Bold`, …), once each. */
export const embeddedFonts = (pdf: Uint8Array): string[] => [
  ...new Set([...latin1(pdf).matchAll(/\/FontName \/[A-Z]{6}\+([^\s/>]+)/g)].map(([, name]) => name!)),
];

/** One PDF.js text item: its string (PDF.js puts right-to-left runs back in logical order), position, width. */
export interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  page: number;
}

const ITEMS = `
import { readFile } from 'node:fs/promises';
import { getDocumentProxy } from 'unpdf';
const pdf = await getDocumentProxy(new Uint8Array(await readFile(process.argv[1])));
const items = [];
for (let page = 1; page <= pdf.numPages; page += 1) {
  const { items: found } = await (await pdf.getPage(page)).getTextContent();
  for (const { str, transform, width } of found) items.push({ str, x: transform[4], y: transform[5], width, page });
}
process.stdout.write(JSON.stringify(items));
`;

/** PDF.js's text items of every page, in its order. */
export async function textItems(pdf: Uint8Array): Promise<TextItem[]> {
  const file = join(await mkdtemp(join(tmpdir(), 'pdf-')), 'doc.pdf');
  await writeFile(file, pdf);
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', ITEMS, file], {
    cwd: process.cwd(),
  });
  return JSON.parse(stdout) as TextItem[];
}
