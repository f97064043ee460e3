/**
 * HTML character references as htmlparser2 12 decodes them (numeric ones by the HTML spec's rules). Named
 * ones come from a compact table instead of HTML5's 2,231 names: every HTML 4.01 entity, &apos;, the
 * ASCII punctuation names and a few symbols; an unknown name stays as its literal text.
 */

/** Runs of names for consecutive code points, `;` or a line apart: a hex start, then names ('_' skips one). */
const RUNS = `a0 nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr
b0 deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest
c0 Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml
d0 ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig
e0 agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml
f0 eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml
22 quot; 22 QUOT; 26 amp; 26 AMP; 27 apos; 3c lt; 3c LT; 3e gt; 3e GT; a9 COPY; ae REG
152 OElig oelig; 160 Scaron scaron; 178 Yuml; 192 fnof; 2c6 circ; 2dc tilde
391 Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho _ Sigma Tau
3a5 Upsilon Phi Chi Psi Omega
3b1 alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma
3c4 tau upsilon phi chi psi omega; 3d1 thetasym upsih; 3d6 piv
2002 ensp emsp; 2009 thinsp; 200c zwnj zwj lrm rlm; 2013 ndash mdash; 2018 lsquo rsquo sbquo
201c ldquo rdquo bdquo; 2020 dagger Dagger bull; 2026 hellip; 2030 permil; 2032 prime Prime
2039 lsaquo rsaquo; 203e oline; 2044 frasl; 20ac euro; 2111 image; 2118 weierp; 211c real; 2122 trade
2135 alefsym; 2190 larr uarr rarr darr harr; 21b5 crarr; 21d0 lArr uArr rArr dArr hArr
2200 forall _ part exist _ empty _ nabla isin notin _ ni; 220f prod _ sum minus; 2217 lowast; 221a radic
221d prop infin _ ang; 2227 and or cap cup int; 2234 there4; 223c sim; 2245 cong; 2248 asymp
2260 ne equiv; 2264 le ge; 2282 sub sup nsub _ sube supe; 2295 oplus _ otimes; 22a5 perp; 22c5 sdot
2308 lceil rceil lfloor rfloor; 25ca loz; 2660 spades _ _ clubs _ hearts diams; 27e8 lang rang
9 Tab NewLine; 21 excl; 23 num dollar percnt; 28 lpar rpar ast plus comma; 2e period sol; 3a colon semi
3d equals; 3f quest commat; 5b lsqb bsol rsqb; 5b lbrack; 5d rbrack; 5f lowbar grave; 7b lcub verbar rcub
7b lbrace; 7c vert; 7d rbrace; 2010 hyphen; 2010 dash; 2022 bullet; 2605 starf star; 2713 check; 2717 cross`;

const NAMED = new Map<string, string>();
/** Names HTML also reads without a semicolon: the Latin-1 ones (U+00A0–U+00FF) and these. */
const LEGACY = new Set('amp AMP lt LT gt GT quot QUOT'.split(' '));
for (const run of RUNS.split(/;\s*|\n/)) {
  const [start, ...names] = run.split(' ');
  let code = parseInt(start!, 16);
  for (const name of names) {
    if (name !== '_') NAMED.set(name, String.fromCharCode(code));
    if (name !== '_' && code >= 0xa0 && code <= 0xff) LEGACY.add(name);
    code++;
  }
}
/** The longest legacy names' length (frac12, middot…). */
const LONGEST_LEGACY = 6;
/** Longer than any HTML5 entity name: a longer run of letters cannot be one. */
const LONGEST_NAME = 32;

/** What numeric references to U+0080–U+009F mean: Windows-1252 (0 keeps the code point). */
const WINDOWS_1252 = [
  0x20ac, 0, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0, 0x17d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0, 0x17e,
  0x178,
];

const isDigit = (code: number) => code >= 48 && code <= 57;
const isAlphanumeric = (code: number) => isDigit(code) || ((code | 0x20) >= 97 && (code | 0x20) <= 122);
const hexValue = (code: number) =>
  isDigit(code) ? code - 48 : (code | 0x20) >= 97 && (code | 0x20) <= 102 ? (code | 0x20) - 87 : -1;

function fromCodePoint(code: number): string {
  if (code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return '\ufffd';
  if (code >= 0x80 && code <= 0x9f) return String.fromCodePoint(WINDOWS_1252[code - 0x80] || code);
  return String.fromCodePoint(code);
}

/** A decoded reference: its text and the index just past it. */
export interface Decoded {
  text: string;
  end: number;
}

function decodeNumeric(html: string, at: number): Decoded | undefined {
  let i = at + 2;
  const hex = (html.charCodeAt(i) | 0x20) === 120; // x
  if (hex) i++;
  const digits = i;
  let code = 0;
  for (; i < html.length; i++) {
    const c = html.charCodeAt(i);
    const digit = hex ? hexValue(c) : isDigit(c) ? c - 48 : -1;
    if (digit < 0) break;
    code = Math.min(code * (hex ? 16 : 10) + digit, 0x110000);
  }
  if (i === digits) return undefined;
  return { text: fromCodePoint(code), end: html.charCodeAt(i) === 59 ? i + 1 : i };
}

/**
 * Decodes the character reference at `at` (an '&'), or gives undefined when it stays literal text. In an
 * attribute value, a legacy name followed by '=' or a letter or digit stays literal, as the spec says.
 */
export function decodeEntity(html: string, at: number, inAttribute: boolean): Decoded | undefined {
  if (html.charCodeAt(at + 1) === 35) return decodeNumeric(html, at); // #
  let end = at + 1;
  while (end - at <= LONGEST_NAME && isAlphanumeric(html.charCodeAt(end))) end++;
  if (html.charCodeAt(end) === 59) {
    const text = NAMED.get(html.slice(at + 1, end));
    if (text !== undefined) return { text, end: end + 1 };
  }
  // The longest legacy name the text starts with, as HTML's decoder reads "&notit;" as "¬it;".
  for (let stop = Math.min(end, at + 1 + LONGEST_LEGACY); stop > at + 1; stop--) {
    const name = html.slice(at + 1, stop);
    if (!LEGACY.has(name)) continue;
    if (inAttribute && (stop < end || html.charCodeAt(stop) === 61)) return undefined;
    return { text: NAMED.get(name)!, end: stop };
  }
  return undefined;
}

/** Every name the table decodes (for tests that compare it with HTML5's). */
export const entityNames = (): string[] => [...NAMED.keys()];
