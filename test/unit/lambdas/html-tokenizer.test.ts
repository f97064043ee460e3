import { readHtml } from '../../../lambdas/shared/page-checks/html-tokenizer';
import { parsePage } from '../../../lambdas/shared/page-checks/parse-page';

type Event = ['open', string, Record<string, string>] | ['text', string] | ['close', string];

/** Every event readHtml reports, as is (text not merged); reading stops at a start tag named `stopAt`. */
function events(html: string, stopAt?: string): Event[] {
  const out: Event[] = [];
  readHtml(html, {
    onopentag(name, attribs) {
      out.push(['open', name, { ...attribs }]);
      return name !== stopAt;
    },
    ontext: (text) => void out.push(['text', text]),
    onclosetag: (name) => void out.push(['close', name]),
  });
  return out;
}

const open = (name: string, attribs: Record<string, string> = {}): Event => ['open', name, attribs];
const text = (data: string): Event => ['text', data];
const close = (name: string): Event => ['close', name];
/** An element with only text inside. */
const element = (name: string, data: string, attribs: Record<string, string> = {}): Event[] => [
  open(name, attribs),
  text(data),
  close(name),
];

describe('tags and attributes', () => {
  it('lower-cases tag and attribute names and reads quoted, unquoted and valueless attributes', () => {
    expect(events(`<DIV Class="a b" ID=c data-X='d e' hidden Lang = "en"></Div>`)).toEqual([
      open('div', { class: 'a b', id: 'c', 'data-x': 'd e', hidden: '', lang: 'en' }),
      close('div'),
    ]);
  });

  it('keeps the first of duplicate attributes', () => {
    expect(events('<a href="/one" HREF="/two" href=/three>')).toEqual([
      open('a', { href: '/one' }),
      close('a'),
    ]);
  });

  it('keeps slashes in unquoted values and quotes in the other kind of quotes', () => {
    expect(events(`<a href=/x/y/ title='say "hi"' alt="it's">`)).toEqual([
      open('a', { href: '/x/y/', title: 'say "hi"', alt: "it's" }),
      close('a'),
    ]);
  });

  it('drops a tag the input ends inside, closing what its name already opened', () => {
    expect(events('<p>a<a href="x>b</a></p>')).toEqual([open('p'), text('a'), close('a'), close('p')]);
    expect(events('<p>x</p')).toEqual([...element('p', 'x')]);
  });
});

describe('the tree rules', () => {
  it('closes void elements as soon as they open', () => {
    expect(events('<p>a<br>b<img src=x>c<input type=text></p>')).toEqual([
      open('p'),
      text('a'),
      open('br'),
      close('br'),
      text('b'),
      open('img', { src: 'x' }),
      close('img'),
      text('c'),
      open('input', { type: 'text' }),
      close('input'),
      close('p'),
    ]);
  });

  it('closes a paragraph at the next paragraph or block, and a heading at the next heading', () => {
    expect(events('<p>a<p>b<div>c</div><h1>d<h2>e')).toEqual([
      ...element('p', 'a'),
      ...element('p', 'b'),
      ...element('div', 'c'),
      ...element('h1', 'd'),
      ...element('h2', 'e'),
    ]);
  });

  it('closes list items, cells, rows, options and definitions at their next sibling', () => {
    expect(events('<ul><li>a<li>b</ul>')).toEqual([
      open('ul'),
      ...element('li', 'a'),
      ...element('li', 'b'),
      close('ul'),
    ]);
    expect(events('<table><tr><td>1<td>2<tr><th>3</table>')).toEqual([
      open('table'),
      open('tr'),
      ...element('td', '1'),
      ...element('td', '2'),
      close('tr'),
      open('tr'),
      ...element('th', '3'),
      close('tr'),
      close('table'),
    ]);
    expect(events('<select><option>a<option>b<optgroup><option>c</select>')).toEqual([
      open('select'),
      ...element('option', 'a'),
      ...element('option', 'b'),
      open('optgroup'),
      ...element('option', 'c'),
      close('optgroup'),
      close('select'),
    ]);
    expect(events('<dl><dt>a<dd>b<dt>c</dl>')).toEqual([
      open('dl'),
      ...element('dt', 'a'),
      ...element('dd', 'b'),
      ...element('dt', 'c'),
      close('dl'),
    ]);
  });

  it('closes everything inside the element an end tag names, and ignores an end tag with nothing to close', () => {
    expect(events('<div><span><b>x</div>y</span>z')).toEqual([
      open('div'),
      open('span'),
      open('b'),
      text('x'),
      close('b'),
      close('span'),
      close('div'),
      text('yz'),
    ]);
  });

  it('reads </br> as <br> and </p> as an empty paragraph, and ignores other void end tags', () => {
    expect(events('a</br>b</p>c</img>d')).toEqual([
      text('a'),
      open('br'),
      close('br'),
      text('b'),
      open('p'),
      close('p'),
      text('cd'),
    ]);
  });

  it('closes every open element at the end, innermost first', () => {
    expect(events('<div><section><b>x')).toEqual([
      open('div'),
      open('section'),
      ...element('b', 'x'),
      close('section'),
      close('div'),
    ]);
  });

  it('ignores a form inside a form', () => {
    expect(events('<form id=a><form id=b><input name=q></form>x')).toEqual([
      open('form', { id: 'a' }),
      open('input', { name: 'q' }),
      close('input'),
      close('form'),
      text('x'),
    ]);
  });
});

describe('foreign content', () => {
  it('closes self-closing tags inside SVG and MathML, but not in HTML', () => {
    expect(events('<svg><path d="M0"/><circle/></svg><div/>x</div>')).toEqual([
      open('svg'),
      open('path', { d: 'M0' }),
      close('path'),
      open('circle'),
      close('circle'),
      close('svg'),
      ...element('div', 'x'),
    ]);
    expect(events('<math><mo/></math><svg/>')).toEqual([
      open('math'),
      open('mo'),
      close('mo'),
      close('math'),
      open('svg'),
      close('svg'),
    ]);
  });

  it("reads SVG names in SVG's case, and <image> as <img> in HTML only", () => {
    expect(events('<svg><clippath/><image/></svg><image src=x>')).toEqual([
      open('svg'),
      open('clipPath'),
      close('clipPath'),
      open('image'),
      close('image'),
      close('svg'),
      open('img', { src: 'x' }),
      close('img'),
    ]);
  });

  it('reads the inside of <foreignObject> as HTML again, and matches its end tag in any case', () => {
    expect(events('<svg><foreignObject><p/>x</foreignobject></svg>')).toEqual([
      open('svg'),
      open('foreignObject'),
      ...element('p', 'x'),
      close('foreignObject'),
      close('svg'),
    ]);
  });

  it('reads CDATA as text in SVG only', () => {
    expect(events('a<![CDATA[b<c]]>d<svg><![CDATA[e<f]]></svg>')).toEqual([
      text('ad'),
      open('svg'),
      text('e<f'),
      close('svg'),
    ]);
  });
});

describe('raw text and RCDATA', () => {
  it('reads script and style content as raw text up to their own end tag', () => {
    expect(events('<script>if (a<b) x = "&amp;</p>";</scriptx></SCRIPT >y<style>p>b{}</style>')).toEqual([
      ...element('script', 'if (a<b) x = "&amp;</p>";</scriptx>'),
      text('y'),
      ...element('style', 'p>b{}'),
    ]);
  });

  it('decodes references in title and textarea text but reads no tags there', () => {
    expect(events('<title>a &amp; b<i>c</i></title><textarea>&lt;p&gt;</textarea>')).toEqual([
      ...element('title', 'a & b<i>c</i>'),
      ...element('textarea', '<p>'),
    ]);
  });

  it('reads xmp, iframe, noembed and noframes as raw text, and everything after <plaintext> as text', () => {
    expect(
      events('<xmp><b>&amp;</xmp><iframe><p></iframe><noembed><i></noembed><noframes><a></noframes>'),
    ).toEqual([
      ...element('xmp', '<b>&amp;'),
      ...element('iframe', '<p>'),
      ...element('noembed', '<i>'),
      ...element('noframes', '<a>'),
    ]);
    expect(events('<plaintext>a</plaintext><b>&amp;')).toEqual([
      ...element('plaintext', 'a</plaintext><b>&amp;'),
    ]);
  });

  it('reads a script inside SVG as markup, and an unclosed script to the end', () => {
    expect(events('<svg><script>a<b>c</b></script></svg>')).toEqual([
      open('svg'),
      open('script'),
      text('a'),
      ...element('b', 'c'),
      close('script'),
      close('svg'),
    ]);
    expect(events('<script>a</scr')).toEqual([...element('script', 'a</scr')]);
  });
});

describe('comments, declarations and stray characters', () => {
  it('reads no text from comments, doctypes, processing instructions and bogus comments', () => {
    expect(events('<!doctype html><?xml version="1.0"?>a<!-- b -->c<!x>d<!>e</ f>g</>h')).toEqual([
      text('acdegh'),
    ]);
  });

  it('ends comments at -->, --!>, and at once for <!--> and <!--->', () => {
    expect(events('<!-->a<!--->b<!-- c --!>d<!-- e -- f --->g<!---!>h-->i')).toEqual([text('abdgi')]);
  });

  it('reads no text after an unterminated comment', () => {
    expect(events('<p>a<!-- b <p>c')).toEqual([...element('p', 'a')]);
  });

  it('reads a < that starts no tag as text', () => {
    expect(events('a < b <1 <<i>c</i> <')).toEqual([text('a < b <1 <'), ...element('i', 'c'), text(' <')]);
  });

  it('hands over the text between two tags in one piece', () => {
    expect(events('<p>a&amp;b<!-- c -->d<![CDATA[e]]>f&lt;</p>')).toEqual([...element('p', 'a&bdf<')]);
  });
});

describe('character references', () => {
  it('leave words whole for the page checks, as a reader sees them', () => {
    const { text } = parsePage('<p>Don&rsquo;t miss caf&eacute; nights<!-- soon -->!</p>');
    expect(text.words).toBe(4);
    expect(text.excerpt).toBe('Don’t miss café nights!');
  });

  it('decodes numeric references with the replacements HTML makes', () => {
    expect(
      events('&#0;&#xD800;&#x110000;&#99999999999;&#128;&#x81;&#150;&#65&#x41;&#X42;|&#;&#x;&#'),
    ).toEqual([text('\ufffd\ufffd\ufffd\ufffd\u20ac\u0081\u2013AAB|&#;&#x;&#')]);
  });

  it('decodes named references, and legacy names without a semicolon in text', () => {
    expect(
      events('&amp;&lt;&gt;&quot;&apos;&nbsp;&eacute;&hellip;&rsquo;&notin;|&amp &copy2 &notit;'),
    ).toEqual([text('&<>"\'\u00a0é…’∉|& ©2 ¬it;')]);
  });

  it('leaves unknown names and a lone & as they are', () => {
    expect(events('&unknown; &hookrightarrow; & &; &Amp;')).toEqual([
      text('&unknown; &hookrightarrow; & &; &Amp;'),
    ]);
  });

  it('leaves a legacy name followed by = or a letter or digit alone in attribute values', () => {
    expect(events('<a href="?a=1&copy=2&copyx&copy3&copy;&copy" title=&lt>')).toEqual([
      open('a', { href: '?a=1&copy=2&copyx&copy3©©', title: '<' }),
      close('a'),
    ]);
  });

  it('decodes numeric references in attribute values even before a letter', () => {
    expect(events('<a title="&#65x&#x42;&#128;">')).toEqual([open('a', { title: 'AxB€' }), close('a')]);
  });
});

describe('stopping', () => {
  it('reports nothing more once onopentag returns false', () => {
    expect(events('<div>a<p>b</p>c</div>', 'p')).toEqual([open('div'), text('a'), open('p')]);
    expect(events('<div>a<br>b</div>', 'br')).toEqual([open('div'), text('a'), open('br')]);
    expect(events('<div>a</p>b</div>', 'p')).toEqual([open('div'), text('a'), open('p')]);
  });
});

describe('hostile input', () => {
  const mb = 1024 * 1024;
  const counts = (html: string) => {
    const seen = { open: 0, text: 0, close: 0, chars: 0 };
    readHtml(html, {
      onopentag: () => void seen.open++,
      ontext: (data) => {
        seen.text++;
        seen.chars += data.length;
      },
      onclosetag: () => void seen.close++,
    });
    return seen;
  };

  it('reads a megabyte of each pathological pattern in linear time', () => {
    const started = performance.now();
    expect(counts('<'.repeat(mb))).toEqual({ open: 0, text: 1, close: 0, chars: mb });
    expect(counts('&'.repeat(mb)).chars).toBe(mb);
    expect(counts('&amp'.repeat(mb / 4)).chars).toBe(mb / 4);
    expect(counts(`<a ${'x '.repeat(mb / 2)}>`)).toMatchObject({ open: 1, close: 1 });
    expect(counts(`a<!--${'-'.repeat(mb)}`)).toMatchObject({ chars: 1 });
    expect(counts(`a<!--${'-x>'.repeat(mb / 3)}`)).toMatchObject({ chars: 1 });
    expect(counts(`a<a href="${'x>'.repeat(mb / 2)}`)).toMatchObject({ open: 0, chars: 1 });
    expect(counts(`<script>${'</scrip'.repeat(mb / 7)}`)).toMatchObject({ open: 1, close: 1 });
    expect(counts(`<title>${'&am<'.repeat(mb / 4)}`)).toMatchObject({ open: 1, chars: mb });
    expect(counts(`${'<div>'.repeat(999)}${'</x>'.repeat(mb / 4)}`)).toMatchObject({ open: 999, close: 999 });
    expect(counts('<div>'.repeat(200_000))).toMatchObject({ open: 200_000, close: 200_000 });
    // Generous: quadratic work on any of these would take minutes; linear work takes well under a second.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
