import { globSync, readFileSync } from 'node:fs';
import { check } from 'recheck';
import ts from 'typescript';

/** One regular expression literal of the source and where it is written. */
interface Literal {
  source: string;
  flags: string;
  at: string;
}

/** Every regular expression literal in some TypeScript files (patterns built with `new RegExp` are not literals). */
function literalsIn(files: readonly { name: string; text: string }[]): Literal[] {
  const found: Literal[] = [];
  for (const { name, text } of files) {
    const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText(file);
        const end = literal.lastIndexOf('/');
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push({
          source: literal.slice(1, end),
          flags: literal.slice(end + 1),
          at: `${name}:${line + 1}`,
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** The literals recheck finds super-linear (polynomial or exponential), each once with every place it is written. */
async function superLinear(literals: readonly Literal[]): Promise<Map<string, string[]>> {
  const distinct = new Map<string, Literal[]>();
  for (const literal of literals) {
    const key = `/${literal.source}/${literal.flags}`;
    distinct.set(key, [...(distinct.get(key) ?? []), literal]);
  }
  const found = new Map<string, string[]>();
  for (const [key, places] of distinct) {
    const { source, flags } = places[0]!;
    const diagnostics = await check(source, flags, { timeout: 10_000 });
    if (diagnostics.status === 'vulnerable')
      found.set(
        key,
        places.map((place) => place.at),
      );
  }
  return found;
}

/**
 * Super-linear patterns that stay, each with why no stranger's text of unbounded length reaches it. Any
 * other super-linear pattern in lambdas/ fails the test: make it linear, or bound its input and say so here.
 */
const JUSTIFIED: Record<string, string> = {
  '/(?:^|\\/)((?:lambdas|node_modules|infra)\\/.*)$/': 'source paths of our own source maps',
  '/((?:file:\\/\\/)?\\/[^\\s():]+\\.mjs):(\\d+):(\\d+)/g':
    "V8's `at` frame lines only (mapped-stack.ts), never the error's message",
  '/\\/+$/': "the stage's own base URLs from its configuration",
  '/<meta[^>]+charset\\s*=\\s*["\']?\\s*([a-z0-9_:.-]+)/i':
    "a page's first 1024 bytes only (HTML's prescan): at most about a million steps",
  '/^-+|-+$/g': "slugify's text after every run of other characters became one '-': no run of '-' is left",
  '/-+$/': "slugify's text, as above: no two '-' in a row",
  '/[\\s,;:–—-]+$|\\s+(?:a|an|and|as|at|but|by|for|from|in|into|of|on|or|the|to|with|your|our|my|their|its)$/i':
    "cutAtWord's cut, at most its `max` characters (a title's length)",
  '/0+$/': "the digits of a number we format (formatNumber's fraction)",
  '/\\B(?=(\\d{3})+$)/g': 'the digits of a number we format (formatNumber)',
  '/^https:\\/\\/[^\\s/]+\\.[^\\s]+$/':
    'the roast website field, after its 2,048-character cap aborts (brand-roast/contract.ts)',
};

describe('regular expressions in lambdas/ against ReDoS (recheck)', () => {
  it('finds no super-linear pattern but those whose input is bounded or ours', async () => {
    const files = globSync('lambdas/**/*.ts').map((name) => ({ name, text: readFileSync(name, 'utf8') }));
    const literals = literalsIn(files);
    expect(literals.length).toBeGreaterThan(100);
    const found = await superLinear(literals);
    const unjustified = [...found].filter(([key]) => !(key in JUSTIFIED));
    expect(unjustified).toEqual([]);
    // A justification outlives its pattern only by mistake.
    expect(Object.keys(JUSTIFIED).filter((key) => !found.has(key))).toEqual([]);
  }, 180_000);

  it('fails on a planted quadratic pattern: the old robots.txt line reader', async () => {
    const planted = {
      name: 'planted.ts',
      text: 'export const line = /^([a-z-]+)\\s*:\\s*(.*)$/i;\nexport const safe = /^[a-z]+$/;\n',
    };
    const found = await superLinear(literalsIn([planted]));
    expect([...found.keys()]).toEqual(['/^([a-z-]+)\\s*:\\s*(.*)$/i']);
    expect(found.get('/^([a-z-]+)\\s*:\\s*(.*)$/i')).toEqual(['planted.ts:1']);
  }, 60_000);
});
