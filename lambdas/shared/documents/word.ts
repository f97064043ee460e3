/** Pure and browser-safe: the Word document setup every generated .docx shares. */
import {
  AlignmentType,
  Document,
  LevelFormat,
  Paragraph,
  TextRun,
  type IParagraphOptions,
  type IRunOptions,
  type IXmlableObject,
} from 'docx';
import { textDirection } from './direction';
import { xmlSafe } from './text';

/** Numbering reference for decimal lists ("1.", "2.", …) in documents made by `wordDocument`. */
export const NUMBERED = 'numbered';

/** Every string in docx's serialisable form of an element (texts and attribute values), made XML-safe. */
function xmlSafeTree<T>(value: T): T {
  if (typeof value === 'string') return xmlSafe(value) as T;
  if (Array.isArray(value)) return value.map(xmlSafeTree) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, xmlSafeTree(item)])) as T;
  return value;
}

/**
 * A one-section document with the site as creator and a decimal list style under `NUMBERED`.
 * Visitor and model text can hold characters XML 1.0 forbids (U+FFFE, U+FFFF, control characters),
 * which make Word refuse the file: the body is cleaned as it is written, so no builder can forget.
 */
export function wordDocument(title: string, children: Paragraph[]): Document {
  const document = new Document({
    creator: 'Content Co-Pilot',
    title: xmlSafe(title),
    numbering: {
      config: [
        {
          reference: NUMBERED,
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }],
        },
      ],
    },
    sections: [{ children }],
  });
  const body = document.Document.View;
  const write = body.prepForXml.bind(body);
  body.prepForXml = (context): IXmlableObject | undefined => xmlSafeTree(write(context));
  return document;
}

/** A run of a paragraph: its text, alone or with its formatting (bold, italics). */
export type Run = string | (Omit<IRunOptions, 'text' | 'rightToLeft'> & { text: string });

/** Paragraph options but the text and direction, which `paragraph` sets from the runs. */
export type ParagraphOptions = Omit<IParagraphOptions, 'text' | 'children' | 'bidirectional'>;

/**
 * A paragraph whose direction follows its text (docs/product.md#output-language): when its first strong
 * character is right to left (Arabic, Hebrew, Persian, Urdu) it is a right-to-left paragraph (`w:bidi`),
 * and each run is marked right to left (`w:rtl`) unless its own text starts left to right (an English
 * name inside Arabic). Every other paragraph is written exactly as before.
 */
export function paragraph(runs: string | readonly Run[], options: ParagraphOptions = {}): Paragraph {
  const list = (typeof runs === 'string' ? [runs] : runs).map((run) =>
    typeof run === 'string' ? { text: run } : run,
  );
  const direction = textDirection(list.map((run) => run.text).join(''));
  const children = list.map((run) => {
    const rtl = direction === 'rtl' && textDirection(run.text) !== 'ltr';
    return new TextRun(rtl ? { ...run, rightToLeft: true } : run);
  });
  return new Paragraph({ ...options, ...(direction === 'rtl' ? { bidirectional: true } : {}), children });
}
