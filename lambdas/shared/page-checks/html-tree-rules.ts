/** Element attributes, names lower case, the first of duplicates kept. */
export type Attributes = Record<string, string>;

/** What readHtml reports; `onopentag` returning false stops reading at once (nothing more is reported). */
export interface HtmlHandler {
  onopentag(name: string, attribs: Attributes): boolean | void;
  ontext(text: string): void;
  onclosetag(name: string): void;
}

const words = (text: string) => new Set(text.split(' '));

/** Elements without content: closed as soon as they open (htmlparser2's list). */
export const VOID = words(
  'area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr',
);

const FORM_PARTS = words('input option optgroup select button datalist textarea');
const P = words('p');
const HEADINGS = words('h1 h2 h3 h4 h5 h6 p');
const DD_DT = words('dd dt');
const RT_RP = words('rt rp');
const SECTIONS = words('thead tbody');

/** An opening tag closes the open elements at the top of the stack that are in its set (htmlparser2's table). */
const IMPLIED_CLOSES = new Map<string, Set<string>>([
  ['tr', words('tr th td')],
  ['th', words('th')],
  ['td', words('thead th td')],
  ['body', words('head link script')],
  ['a', words('a')],
  ['li', words('li')],
  ['option', words('option')],
  ['optgroup', words('optgroup option')],
  ['tbody', SECTIONS],
  ['tfoot', SECTIONS],
  ...'h1 h2 h3 h4 h5 h6'.split(' ').map((tag) => [tag, HEADINGS] as const),
  ...'select input output button datalist textarea'.split(' ').map((tag) => [tag, FORM_PARTS] as const),
  ...['dd', 'dt'].map((tag) => [tag, DD_DT] as const),
  ...['rt', 'rp'].map((tag) => [tag, RT_RP] as const),
  ...(
    'p address article aside blockquote details div dl fieldset figcaption figure footer form header hr main ' +
    'nav ol pre section table ul'
  )
    .split(' ')
    .map((tag) => [tag, P] as const),
]);

/** SVG element names in their own case; inside <svg> a tag name is read in this case. */
const SVG_NAMES = new Map(
  (
    'altGlyph altGlyphDef altGlyphItem animateColor animateMotion animateTransform clipPath feBlend ' +
    'feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap ' +
    'feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge ' +
    'feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence ' +
    'foreignObject glyphRef linearGradient radialGradient textPath'
  )
    .split(' ')
    .map((name) => [name.toLowerCase(), name]),
);

/** Elements inside SVG or MathML whose content is HTML again. */
const INTEGRATION = words('mi mo mn ms mtext annotation-xml foreignObject desc title');

const HTML = 0;
const SVG = 1;
const MATH = 2;

/** The stack of open elements, with htmlparser2's rules for implied, void, foreign and stray tags. */
export class OpenElements {
  /** Set once the handler asked to stop. */
  stopped = false;
  private readonly stack: string[] = [];
  /** How often each name is open: finding a close tag's element without walking a deep stack. */
  private readonly counts = new Map<string, number>();
  private readonly contexts = [HTML];

  constructor(private readonly handler: HtmlHandler) {}

  /** In SVG or MathML content (where `<x/>` closes itself and script or style are no raw text). */
  get foreign(): boolean {
    return this.contexts.at(-1) !== HTML;
  }

  /** A tag name as htmlparser2 reads it: lower case, SVG's own case inside SVG, `image` as `img` in HTML. */
  nameOf(tag: string): string {
    const name = tag.toLowerCase();
    const context = this.contexts.at(-1);
    const svgName = SVG_NAMES.get(name);
    if (context === SVG) return svgName ?? name;
    if (svgName !== undefined && this.contexts.length > 1 && this.isOpen(svgName)) return svgName;
    return context === HTML && name === 'image' ? 'img' : name;
  }

  /** A start tag's name was read: closes what it implies and opens it; '' for a form inside a form. */
  start(name: string): string {
    if (name === 'form' && this.isOpen('form')) return '';
    const closes = IMPLIED_CLOSES.get(name);
    if (closes) while (this.stack.length && closes.has(this.stack.at(-1)!)) this.pop();
    if (!VOID.has(name)) this.push(name);
    return name;
  }

  /** The start tag ended: reports it, then closes a void element, or a self-closing one in foreign content. */
  finish(name: string, attribs: Attributes, selfClosing: boolean): void {
    if (!name || !this.report(name, attribs)) return;
    if (VOID.has(name)) this.handler.onclosetag(name);
    else if (selfClosing && this.foreign && this.stack.at(-1) === name) this.pop();
  }

  /** An end tag: closes its element and every one inside it; `</p>` and `</br>` without one stand for `<p></p>` and `<br>`. */
  end(tag: string): void {
    const name = this.nameOf(tag);
    if (VOID.has(name)) {
      if (name === 'br' && this.report(name, {})) this.handler.onclosetag(name);
    } else if (this.isOpen(name)) {
      while (this.stack.at(-1) !== name) this.pop();
      this.pop();
    } else if (name === 'p') {
      this.start(name);
      if (this.report(name, {})) this.pop();
    }
  }

  /** The input ended: closes every open element, innermost first. */
  endAll(): void {
    for (let i = this.stack.length - 1; i >= 0; i--) this.handler.onclosetag(this.stack[i]!);
  }

  private report(name: string, attribs: Attributes): boolean {
    this.stopped = this.handler.onopentag(name, attribs) === false;
    return !this.stopped;
  }

  private isOpen(name: string): boolean {
    return (this.counts.get(name) ?? 0) > 0;
  }

  private push(name: string): void {
    this.stack.push(name);
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    if (name === 'svg') this.contexts.push(SVG);
    else if (name === 'math') this.contexts.push(MATH);
    else if (INTEGRATION.has(name)) this.contexts.push(HTML);
  }

  private pop(): void {
    const name = this.stack.pop()!;
    this.counts.set(name, this.counts.get(name)! - 1);
    if (name === 'svg' || name === 'math' || INTEGRATION.has(name)) this.contexts.pop();
    this.handler.onclosetag(name);
  }
}
