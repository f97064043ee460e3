/**
 * The font files as URLs of the built site: Vite copies every face the PDF may need (WOFF 1: fontkit subsets
 * WOFF2 glyphs wrongly) and this module, loaded with the PDF builder only, fetches just the ones a document uses.
 */
import { DocumentLoadError } from '@/lib/download';

// Eager URLs (strings, no code), never inlined as data: URLs, which the site's connect-src would refuse to fetch.
const urls = import.meta.glob<string>(
  [
    '../../../../node_modules/@fontsource/noto-sans/files/*-{400,700}-{normal,italic}.woff',
    '!../../../../node_modules/@fontsource/noto-sans/files/noto-sans-devanagari-*',
    '../../../../node_modules/@fontsource/ibm-plex-sans-arabic/files/*-arabic-{400,700}-normal.woff',
    '../../../../node_modules/@fontsource/noto-sans-hebrew/files/*-hebrew-{400,700}-normal.woff',
    '../../../../node_modules/@fontsource/noto-sans-devanagari/files/*-devanagari-{400,700}-normal.woff',
    '../../../../node_modules/@fontsource/noto-sans-{jp,kr,sc}/files/*-[0-9]*-{400,700}-normal.woff',
  ],
  { query: '?no-inline', import: 'default', eager: true },
);
const byFile = new Map(
  Object.entries(urls).map(([path, url]) => [path.replace(/^.*node_modules\//, ''), url]),
);

/** The bytes of a font file named by its path under node_modules (`@fontsource/<family>/files/<file>.woff`). */
export async function fetchFontFile(file: string): Promise<Uint8Array> {
  const url = byFile.get(file);
  if (!url) throw new DocumentLoadError(`No font file ${file} in the build`);
  const response = await fetch(url).catch((cause: unknown) => {
    throw new DocumentLoadError(`Font ${file} failed to load`, { cause });
  });
  if (!response.ok) throw new DocumentLoadError(`Font ${file} failed to load: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
