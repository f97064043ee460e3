import { decodeEntity } from './html-entities';
import {
  AMP,
  BANG,
  commentClose,
  endsName,
  isLetter,
  LT,
  QUESTION,
  readAttributes,
  SLASH,
} from './html-syntax';
import { OpenElements, type Attributes, type HtmlHandler } from './html-tree-rules';

export type { Attributes, HtmlHandler };

/** Elements whose content is text up to their end tag: true for those whose references are decoded. */
const RAW_TEXT = new Map([
  ...['script', 'style', 'iframe', 'noembed', 'noframes', 'xmp'].map((name) => [name, false] as const),
  ['title', true],
  ['textarea', true],
]);

/**
 * Reads HTML in one streaming pass, reporting tags and text the way htmlparser2 12 does in HTML mode with
 * entities decoded (its implied closes, void and raw-text elements, foreign content and recovery), without
 * building a tree; linear in the input's length. Unlike htmlparser2, text between two tag events arrives in
 * one `ontext` call (words with a reference or comment inside stay whole), and input cut off inside a tag
 * reports none of that tag's characters as text.
 */
export function readHtml(html: string, handler: HtmlHandler): void {
  new HtmlReader(html, handler).read();
}

class HtmlReader {
  private readonly tree: OpenElements;
  /** Text read since the last tag, and where the input's text not yet taken into it starts. */
  private text = '';
  private textStart = 0;

  constructor(
    private readonly html: string,
    private readonly handler: HtmlHandler,
  ) {
    // Pending text goes out just before the next tag event, so text around ignored markup stays whole.
    this.tree = new OpenElements({
      onopentag: (name, attribs) => {
        this.flush();
        return handler.onopentag(name, attribs);
      },
      ontext: handler.ontext,
      onclosetag: (name) => {
        this.flush();
        handler.onclosetag(name);
      },
    });
  }

  read(): void {
    const { html } = this;
    let i = 0;
    while (i < html.length && !this.tree.stopped) {
      const c = html.charCodeAt(i);
      if (c === AMP) i = this.reference(i, i + 1);
      else if (c === LT) i = this.markup(i);
      else i++;
    }
    if (this.tree.stopped) return;
    this.take(html.length, html.length);
    this.flush();
    this.tree.endAll();
  }

  /** Adds the input's text before `end` to the pending text, and moves its start to `next`. */
  private take(end: number, next: number): number {
    if (end > this.textStart) this.text += this.html.slice(this.textStart, end);
    this.textStart = next;
    return next;
  }

  private flush(): void {
    if (this.text) this.handler.ontext(this.text);
    this.text = '';
  }

  /** Decodes the text reference at `at`, or goes on at `otherwise` when it stays literal. */
  private reference(at: number, otherwise: number): number {
    const decoded = decodeEntity(this.html, at, false);
    if (!decoded) return otherwise;
    this.take(at, decoded.end);
    this.text += decoded.text;
    return decoded.end;
  }

  /** Reads the markup at a '<' and returns where reading goes on; a '<' that starts no markup is text. */
  private markup(at: number): number {
    const { html } = this;
    const c = html.charCodeAt(at + 1);
    if (isLetter(c)) return this.startTag(at);
    if (c === SLASH) return this.endTag(at);
    if (c === QUESTION) return this.take(at, this.past(html.indexOf('>', at + 2)));
    if (c !== BANG) return at + 1;
    if (html.startsWith('--', at + 2)) return this.take(at, this.past(commentClose(html, at + 4)));
    if (!html.startsWith('[CDATA[', at + 2)) return this.take(at, this.past(html.indexOf('>', at + 2)));
    // CDATA is text in SVG and MathML, a comment in HTML; unclosed, it is a comment either way.
    const close = html.indexOf(']]>', at + 9);
    this.take(at, close < 0 ? html.length : close + 3);
    if (close >= 0 && this.tree.foreign) this.text += html.slice(at + 9, close);
    return this.textStart;
  }

  /** Index just past a '>', or the input's end when there is none. */
  private past(gt: number): number {
    return gt < 0 ? this.html.length : gt + 1;
  }

  private startTag(at: number): number {
    const { html } = this;
    let nameEnd = at + 2;
    while (nameEnd < html.length && !endsName(html.charCodeAt(nameEnd))) nameEnd++;
    if (nameEnd >= html.length) return this.take(at, html.length);
    const tag = html.slice(at + 1, nameEnd);
    const lower = tag.toLowerCase();
    // Raw text is detected before the tag opens: an <svg> start tag's content is already foreign.
    const rcdata = this.tree.foreign ? undefined : RAW_TEXT.get(lower);
    const plaintext = !this.tree.foreign && lower === 'plaintext';
    this.take(at, at);
    const name = this.tree.start(this.tree.nameOf(tag));
    const rest = readAttributes(html, nameEnd);
    if (!rest) return this.take(at, html.length); // cut off inside the tag: it never opens
    this.tree.finish(name, rest.attribs, rest.selfClosing);
    const { end } = rest;
    this.textStart = end;
    if (plaintext || this.tree.stopped) return html.length;
    return rcdata === undefined ? end : this.rawText(end, `</${lower}`, rcdata);
  }

  private endTag(at: number): number {
    const { html } = this;
    if (at + 2 >= html.length) return at + 1; // a lone "</" at the end is text
    if (!isLetter(html.charCodeAt(at + 2))) return this.take(at, this.past(html.indexOf('>', at + 2)));
    let nameEnd = at + 3;
    while (nameEnd < html.length && !endsName(html.charCodeAt(nameEnd))) nameEnd++;
    if (nameEnd >= html.length) return this.take(at, html.length);
    return this.closeTag(at, nameEnd);
  }

  /** Reports the end tag whose '<' is at `at` and name ends at `nameEnd`; anything up to its '>' is skipped. */
  private closeTag(at: number, nameEnd: number): number {
    this.take(at, at);
    this.tree.end(this.html.slice(at + 2, nameEnd));
    return this.take(at, this.past(this.html.indexOf('>', nameEnd)));
  }

  /**
   * Text up to the end tag `close` ("</script"), matched the way htmlparser2's tokenizer does; title and
   * textarea text (`rcdata`) has its references decoded.
   */
  private rawText(from: number, close: string, rcdata: boolean): number {
    const { html } = this;
    let matched = 0;
    for (let i = from; i < html.length; i++) {
      const c = html.charCodeAt(i);
      if (matched === close.length) {
        if (endsName(c)) return this.closeTag(i - close.length, i);
        matched = 0;
      }
      if ((c | 0x20) === close.charCodeAt(matched)) matched++;
      else if (matched > 0) matched = c === LT ? 1 : 0;
      else if (rcdata) {
        if (c === AMP) i = this.reference(i, i + 1) - 1;
      } else {
        i = html.indexOf('<', i + 1);
        if (i < 0) break;
        matched = 1;
      }
    }
    return html.length;
  }
}
