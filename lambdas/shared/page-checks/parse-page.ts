import type { Handler } from 'htmlparser2';
import { EXCERPT_CHARS, TextStats } from './text-stats';

/** A control a visitor can act on: a link, a button or a submit input, with its visible text. */
export interface Control {
  text: string;
  /** Words of visible text before it on the page. */
  wordsBefore: number;
}

/** Everything the checks read from a page, gathered in one streaming pass of htmlparser2. */
export interface PageModel {
  title: string | undefined;
  lang: string | undefined;
  /** `<meta name|property=… content=…>`, keys lower case, first occurrence wins. */
  metas: Map<string, string>;
  canonical: string | undefined;
  /** Each heading with the visible words before it (the content grader reads an introduction's length). */
  headings: { level: number; text: string; wordsBefore?: number }[];
  /** Bulleted (`<ul>`) and numbered (`<ol>`) lists. */
  lists: { ordered: number; unordered: number };
  /** Counts over the visible text, read in blocks (paragraphs, headings, list items, cells…). */
  text: TextStats;
  controls: Control[];
  forms: { fields: string[] }[];
  images: { src: string; alt: string | undefined }[];
  /** Links to another page or site (`<a href>` but fragments on the same page). */
  links: number;
  scripts: { external: number; inline: number };
  jsonLd: string[];
  /** True when elements nested deeper than MAX_DEPTH and reading stopped there. */
  tooDeep: boolean;
}

/** Deeper than any real page: reading stops there, so a hostile page's nesting stays bounded. */
export const MAX_DEPTH = 1000;

type Attributes = Record<string, string>;

/** Text collected inside one element; `raw` ones (title, JSON-LD) also read text hidden from visitors. */
interface Capture {
  tag: string;
  raw: boolean;
  parts: string[];
  /** Characters still wanted: a heading or a button needs a line, not a whole page. */
  room: number;
  done: (text: string) => void;
}

/** Bounds on collected text, so a hostile page cannot make the parse quadratic in time or memory. */
const MAX_OPEN_CAPTURES = 16;
const TEXT_ROOM = 500;
const JSON_LD_ROOM = 100_000;

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'object']);
const INLINE = new Set(
  (
    'a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small span strong sub sup time u var wbr ' +
    'font img label'
  ).split(' '),
);
const NOT_FIELDS = new Set(['hidden', 'submit', 'button', 'image', 'reset']);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

const emptyModel = (excerptChars: number): PageModel => ({
  title: undefined,
  lang: undefined,
  metas: new Map(),
  canonical: undefined,
  headings: [],
  lists: { ordered: 0, unordered: 0 },
  text: new TextStats(excerptChars),
  controls: [],
  forms: [],
  images: [],
  links: 0,
  scripts: { external: 0, inline: 0 },
  jsonLd: [],
  tooDeep: false,
});

const isControl = (tag: string, attribs: Attributes) =>
  (tag === 'a' && attribs.href !== undefined) || tag === 'button' || attribs.role === 'button';

/** Records what a tag's attributes tell about the page. */
function readAttributes(tag: string, attribs: Attributes, model: PageModel): void {
  if (tag === 'html') model.lang ??= attribs.lang ?? attribs['xml:lang'];
  else if (tag === 'meta') {
    const key = (attribs.name ?? attribs.property ?? '').toLowerCase();
    if (key && attribs.content !== undefined && !model.metas.has(key))
      model.metas.set(key, squash(attribs.content));
  } else if (tag === 'link' && /(^|\s)canonical(\s|$)/i.test(attribs.rel ?? ''))
    model.canonical ??= attribs.href;
  else if (tag === 'ol') model.lists.ordered++;
  else if (tag === 'ul') model.lists.unordered++;
  else if (tag === 'img') model.images.push({ src: attribs.src ?? '', alt: attribs.alt });
  else if (tag === 'a' && attribs.href && !attribs.href.startsWith('#')) model.links++;
  else if (tag === 'script' && (attribs.type ?? '').toLowerCase() !== 'application/ld+json') {
    if (attribs.src) model.scripts.external++;
    else model.scripts.inline++;
  }
}

/**
 * Parses HTML (malformed or not: htmlparser2 closes and recovers as browsers do) into the model the checks
 * measure, without building a document tree. htmlparser2 loads here, on the first page a function reads,
 * so a cold start that never fetches a page never pays for it.
 */
export async function parsePage(html: string, excerptChars = EXCERPT_CHARS): Promise<PageModel> {
  const { Parser } = await import('./html-parser');
  const model = emptyModel(excerptChars);
  const captures: Capture[] = [];
  const openForms: { fields: string[] }[] = [];
  let hidden = 0;
  let depth = 0;
  let stopped = false;
  let block: string[] = [];
  // htmlparser2 splits text at every reference and comment: pieces wait here until the next tag, so a word
  // like "caf&eacute;" is counted whole.
  let pending: string[] = [];
  const flush = () => {
    const text = squash(block.join(''));
    if (text) model.text.addBlock(text);
    block = [];
  };
  const capture = (tag: string, raw: boolean, done: (text: string) => void) => {
    if (captures.length >= MAX_OPEN_CAPTURES) return;
    const room = tag === 'script' ? JSON_LD_ROOM : TEXT_ROOM;
    captures.push({ tag, raw, parts: [], room, done });
  };
  const takeText = () => {
    if (!pending.length) return;
    const data = pending.join('');
    pending = [];
    for (const open of captures)
      if ((open.raw || hidden === 0) && open.room > 0) {
        open.parts.push(data.slice(0, open.room));
        open.room -= data.length;
      }
    if (hidden > 0) return;
    block.push(data);
    model.text.addWords(data);
  };

  const handler: Partial<Handler> = {
    onopentag(tag, attribs) {
      if (stopped) return;
      takeText();
      if (++depth > MAX_DEPTH) {
        model.tooDeep = true;
        stopped = true;
        parser.pause(); // stops reading: what was read so far is measured
        return;
      }
      readAttributes(tag, attribs, model);
      const type = (attribs.type ?? '').toLowerCase();
      if (tag === 'form') {
        const form = { fields: [] as string[] };
        model.forms.push(form);
        openForms.push(form);
      } else if (
        ((tag === 'input' && !NOT_FIELDS.has(type || 'text')) || tag === 'select' || tag === 'textarea') &&
        openForms.length
      )
        openForms.at(-1)!.fields.push(attribs.name ?? attribs.id ?? attribs.placeholder ?? tag);
      if (!INLINE.has(tag)) flush();
      if (tag === 'title') capture(tag, true, (text) => (model.title ??= text));
      else if (tag === 'script' && type === 'application/ld+json')
        capture(tag, true, (text) => model.jsonLd.push(text));
      else if (hidden === 0 && /^h[1-6]$/.test(tag)) {
        const level = Number(tag[1]);
        const wordsBefore = model.text.words;
        capture(tag, false, (text) => model.headings.push({ level, text, wordsBefore }));
      }
      if (hidden === 0 && tag === 'input' && (type === 'submit' || type === 'button'))
        model.controls.push({ text: squash(attribs.value ?? ''), wordsBefore: model.text.words });
      else if (hidden === 0 && isControl(tag, attribs)) {
        const wordsBefore = model.text.words;
        const label = attribs['aria-label'] ?? attribs.title ?? '';
        capture(tag, false, (text) => model.controls.push({ text: text || squash(label), wordsBefore }));
      }
      if (HIDDEN.has(tag)) hidden++;
    },
    ontext(data) {
      if (!stopped) pending.push(data);
    },
    onclosetag(tag) {
      if (stopped) return;
      takeText();
      depth--;
      if (HIDDEN.has(tag)) hidden = Math.max(0, hidden - 1);
      if (tag === 'form') openForms.pop();
      const at = captures.findLastIndex((open) => open.tag === tag);
      if (at >= 0) {
        const open = captures.splice(at, 1)[0]!;
        open.done(open.raw && open.tag === 'script' ? open.parts.join('') : squash(open.parts.join('')));
      }
      if (!INLINE.has(tag)) flush();
    },
  };
  const parser = new Parser(handler, { decodeEntities: true });
  parser.end(html);
  if (!stopped) takeText();
  flush();
  return model;
}
