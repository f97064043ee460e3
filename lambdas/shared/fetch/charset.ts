import { TextDecoder } from 'node:util';

/** The media type and charset of a `Content-Type` header, lower case. */
export function parseContentType(header: string | undefined): { mediaType: string; charset?: string } {
  const [type = '', ...params] = (header ?? '').split(';');
  const charset = params.map((param) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(param)?.[1]).find(Boolean);
  return { mediaType: type.trim().toLowerCase(), ...(charset ? { charset: charset.toLowerCase() } : {}) };
}

/** The HTML media types the fetcher reads by default. */
export const HTML_TYPES: readonly string[] = ['text/html', 'application/xhtml+xml'];

const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_:.-]+)/i;

/** The encoding a byte order mark announces; it outranks every declaration. */
function bomCharset(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** The charset a meta tag in the first 1024 bytes declares, as HTML's prescan finds it. */
export const metaCharset = (bytes: Buffer): string | undefined =>
  META_CHARSET.exec(bytes.subarray(0, 1024).toString('latin1'))?.[1]?.toLowerCase();

function decoderFor(label: string | undefined): TextDecoder {
  try {
    return new TextDecoder(label ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8'); // an unknown label: the web's default
  }
}

/** Page bytes as text (HTML or any text type): a byte order mark first, then the header's charset, then the page's meta, else UTF-8. */
export function decodeHtml(
  bytes: Buffer,
  headerCharset: string | undefined,
): { text: string; charset: string } {
  const decoder = decoderFor(bomCharset(bytes) ?? headerCharset ?? metaCharset(bytes));
  return { text: decoder.decode(bytes), charset: decoder.encoding };
}
