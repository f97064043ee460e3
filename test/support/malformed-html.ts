/** A seeded random source (mulberry32): the same seed gives the same documents on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TAGS = (
  'p li ul ol td th tr table tbody thead tfoot option optgroup select div span a b i h1 h2 h3 form input ' +
  'button textarea title script style svg math path clipPath foreignObject desc mi mo br hr img image dd dt ' +
  'dl rt rp body head html meta link iframe noembed noframes xmp section pre label nav output datalist ' +
  'caption col wbr main footer figure'
).split(' ');
/** Tags that imply closes among each other, or share a context: picked together, they exercise those rules. */
const FAMILIES = [
  'li ul ol',
  'p div ul ol table section pre form hr h1 h2 h3 address nav main footer figure',
  'table tr td th thead tbody tfoot caption col',
  'select option optgroup input button textarea datalist output label',
  'dl dd dt',
  'ruby rt rp',
  'a b i span',
  'svg path clipPath foreignObject desc title math mi mo image script style p br',
  'html head body title meta link script style',
].map((family) => family.split(' '));
const ATTRIBUTE_NAMES = 'href class id type name value alt src role data-x HREF Title a"b =x lang'.split(' ');
const WORDS = 'bread  loaf\n sourdough \t rye oven Dawn 42 caf\u00e9 x<y a>b'.split(' ');
/** Broken or borderline references, each decoded the same way with HTML5's full table and ours. */
const ODD_REFERENCES = (
  '& &# &#x &#; &#x; &#65 &#65; &#x41; &#X41; &#0; &#128; &#129; &#x9F; &#xD800; &#x110000; ' +
  '&#99999999999; &#150; &#x93; &#x9d; &#146 &amp &ampx &amp= &notinx; &notit; &copy &copy= &COPY &lt &gt; &quot &nbsp;x &Eacute'
).split(' ');
const MARKUP = [
  '<!-- note -->',
  '<!-->',
  '<!--->',
  '<!-- a --!>',
  '<!-- a -- b --->',
  '<!doctype html>',
  '<!DOCTYPE html PUBLIC "x">',
  '<?xml version="1.0"?>',
  '<![CDATA[x<y]]>',
  '<!x>',
  '<!>',
  '</>',
  '</ p>',
  '</1>',
  '</br>',
  '</p>',
  '</P >',
  '<',
  '< ',
  '<1',
  '<<',
  '&',
  '\u001c/script>',
];
/** SVG and MathML fragments: case-adjusted names, integration points, self-closing tags, CDATA. */
const FOREIGN = [
  '<svg viewBox="0 0 1 1"><clipPath id=c><path d="M0"/></clippath>',
  '<svg><foreignObject><p>in html<br/></foreignObject>',
  '<svg><desc>d<div/>e</desc><title>t<b/></title><script>a<b</script>',
  '<math><mi>x<p/></mi><mo/><![CDATA[a<b]]></math>',
  '<svg><linearGradient/><LinearGradient><stop/></lineargradient></SVG>',
  '<svg><image href=x /><foreignobject><image src=y></foreignObject></svg>',
];
const RAW_CONTENT = [
  'a</b>c',
  '</scr',
  '</script',
  '<!--x',
  'x &amp; y',
  '</titl',
  '<</title>',
  'if (a<b) {}',
];

/** Malformed HTML from a grammar of tags, attributes, text, references, comments and stray characters. */
export function malformedHtml(random: () => number, entityNames: readonly string[]): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const cased = (name: string) => (random() < 0.15 ? name.toUpperCase() : name);
  const reference = () => {
    const roll = random();
    if (roll < 0.5) return `&${pick(entityNames)}${random() < 0.85 ? ';' : ''}`;
    if (roll < 0.6) return `&#x${Math.floor(0x80 + random() * 0x20).toString(16)};`; // Windows-1252 remaps
    return pick(ODD_REFERENCES);
  };
  const value = () => {
    const text = Array.from({ length: Math.floor(random() * 3) }, () =>
      random() < 0.4 ? reference() : pick(['x', '/path', 'a b', "it's", 'say "hi"', '>', '=']),
    ).join('');
    const quote = pick(['"', "'", '', '"', "'"]);
    const closed = random() < 0.97 ? quote : '';
    return quote ? `${quote}${text.replaceAll(quote, '')}${closed}` : text.replace(/[\s>'"]/g, '') || 'v';
  };
  const attributes = () =>
    Array.from({ length: Math.floor(random() * 4) }, () => {
      const name = pick(ATTRIBUTE_NAMES);
      return random() < 0.2 ? ` ${name}` : ` ${name}${pick(['=', ' = ', '='])}${value()}`;
    }).join('');
  const opened: string[] = [];
  const startTag = () => {
    const last = opened.at(-1);
    const family = last && random() < 0.6 ? FAMILIES.filter((names) => names.includes(last)) : [];
    const name = family.length ? pick(pick(family)) : pick(TAGS);
    opened.push(name);
    const end = pick(['>', '>', '>', '/>', ' />', '/ >']);
    const raw =
      /^(script|style|title|textarea|xmp|iframe|noembed|noframes)$/i.test(name) && random() < 0.6
        ? `${pick(RAW_CONTENT)}</${cased(name)}${pick(['>', ' >', '/>'])}`
        : '';
    return `<${cased(name)}${attributes()}${end}${raw}`;
  };
  const piece = () => {
    const roll = random();
    if (roll < 0.35) return startTag();
    if (roll < 0.55) {
      const name =
        opened.length && random() < 0.7 ? opened.splice(-1 - Math.floor(random() * 3), 1)[0]! : pick(TAGS);
      return `</${cased(name)}${pick(['>', '>', ' >', ' x="y">'])}`;
    }
    if (roll < 0.75) return pick(WORDS);
    if (roll < 0.87) return reference();
    if (roll < 0.92) return pick(FOREIGN);
    return random() < 0.02 ? '<plaintext>' : pick(MARKUP);
  };
  const html = Array.from({ length: 5 + Math.floor(random() * 60) }, piece).join('');
  // Some documents stop mid-construct, as a page cut at the size cap does.
  return random() < 0.25 ? html.slice(0, Math.floor(random() * html.length)) : html;
}
