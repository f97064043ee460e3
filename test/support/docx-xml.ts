import JSZip from 'jszip';

/** A code point XML 1.0 does not allow in a document (its `Char` production). */
export const isXmlForbidden = (codePoint: number): boolean =>
  !(
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );

/** The code points of a text that XML 1.0 forbids, as U+XXXX. */
export const forbiddenIn = (xml: string): string[] =>
  Array.from(xml)
    .map((char) => char.codePointAt(0)!)
    .filter(isXmlForbidden)
    .map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`);

/** Every XML part of a .docx, by path, decoded as UTF-8 the way Word reads it. */
export async function docxParts(data: Buffer | Blob): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(data instanceof Blob ? await data.arrayBuffer() : data);
  const parts = new Map<string, string>();
  for (const file of Object.values(zip.files)) {
    if (!file.dir && /\.(xml|rels)$/.test(file.name)) parts.set(file.name, await file.async('string'));
  }
  return parts;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Entities decoded; an unknown or malformed entity makes the XML invalid. */
const decoded = (text: string) =>
  text.replace(/&([^;]*);|&/g, (match, name?: string) => {
    const value = name === undefined ? undefined : ENTITIES[name];
    if (value === undefined) throw new Error(`Bad entity ${match} in Word XML`);
    return value;
  });

/**
 * The text of a Word XML part (its `w:t` runs, one paragraph a line), read strictly: tags must
 * balance, entities must be known and no stray `<` or `>` may appear in text.
 */
export function wordText(xml: string): string {
  const open: string[] = [];
  const paragraphs: string[] = [];
  const body = xml.replace(/^<\?xml[^>]*\?>/, '');
  for (const [, text, tag] of body.matchAll(/([^<]*)(<[^>]*>|$)/g)) {
    if (text!.includes('>')) throw new Error('Stray > in Word XML text');
    if (open.at(-1) === 'w:t') paragraphs[paragraphs.length - 1] += decoded(text!);
    else if (text!.trim()) throw new Error(`Text outside a w:t element: ${text}`);
    const element = /^<(\/?)([\w:.-]+)[^>]*?(\/?)>$/.exec(tag!);
    if (!tag) continue;
    if (!element) throw new Error(`Malformed tag ${tag} in Word XML`);
    const [, closing, name, selfClosing] = element;
    if (closing) {
      if (open.pop() !== name) throw new Error(`Unbalanced </${name}> in Word XML`);
    } else if (!selfClosing) {
      open.push(name!);
      if (name === 'w:p') paragraphs.push('');
    } else if (name === 'w:p') paragraphs.push('');
  }
  if (open.length) throw new Error(`Unclosed <${open.at(-1)}> in Word XML`);
  return paragraphs.join('\n');
}

/** Characters XML 1.0 forbids, as visitors and models manage to send them (the surrogates are lone). */
export const BAD = '\uFFFE\uFFFF\u0000\u0001\u0008\u000B\u000C\u001F\uDFFF\uD800';

/** Text with forbidden characters before, inside (around its first space) and after it. */
export const dirty = (text: string): string => `${BAD.slice(0, 3)}${text.replace(' ', ` ${BAD} `)}\uFFFF`;

/** Fails unless every XML part of the .docx is free of forbidden characters and its body shows each text. */
export async function expectReadable(data: Buffer | Blob, expectedTexts: string[]): Promise<void> {
  const parts = await docxParts(data);
  expect(parts.has('word/document.xml')).toBe(true);
  for (const [path, xml] of parts) {
    expect({ path, forbidden: forbiddenIn(xml) }).toEqual({ path, forbidden: [] });
  }
  const text = wordText(parts.get('word/document.xml')!);
  for (const expected of expectedTexts) expect(text).toContain(expected);
}
