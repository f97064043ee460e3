import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Parser } from 'htmlparser2';
import { entityNames } from '../../../lambdas/shared/page-checks/html-entities';
import { readHtml } from '../../../lambdas/shared/page-checks/html-tokenizer';
import { largePage } from '../../../scripts/fakes/large-page';
import { malformedHtml, seededRandom } from '../../support/malformed-html';

type Event = ['open', string, Record<string, string>] | ['text', string] | ['close', string];

/** Adjacent text events as one: both readers may split a text run anywhere. */
function merged(events: Event[]): Event[] {
  const out: Event[] = [];
  for (const event of events) {
    const last = out.at(-1);
    if (event[0] === 'text' && last?.[0] === 'text') last[1] += event[1];
    else out.push(event);
  }
  return out;
}

function recorder(events: Event[]) {
  return {
    onopentag: (name: string, attribs: Record<string, string>) =>
      void events.push(['open', name, { ...attribs }]),
    ontext: (text: string) => void events.push(['text', text]),
    onclosetag: (name: string) => void events.push(['close', name]),
  };
}

function ours(html: string): Event[] {
  const events: Event[] = [];
  readHtml(html, recorder(events));
  return merged(events);
}

/** htmlparser2's tokenizer states whose end-of-input handling reports markup characters as text. */
const IN_SELF_CLOSING_TAG = 4;
const AFTER_CLOSING_TAG_NAME = 7;
const SPECIAL_START_SEQUENCE = 23;

function htmlparser2(html: string): Event[] {
  const events: Event[] = [];
  const parser = new Parser(recorder(events), { decodeEntities: true });
  parser.write(html);
  const { state } = (parser as unknown as { tokenizer: { state: number } }).tokenizer;
  const written = events.length;
  parser.end();
  // Kept divergences, at the very end of a cut-off page only, where we report no text: input ending in
  // `</a ` or `<a /` makes htmlparser2 report the last character (it slices from index -1), and input
  // ending inside the name of a start tag that could still be script, style, title… (`<scr`) makes it
  // report that name.
  const leftOver =
    state === SPECIAL_START_SEQUENCE
      ? html.slice(html.lastIndexOf('<') + 1)
      : state === IN_SELF_CLOSING_TAG || state === AFTER_CLOSING_TAG_NAME
        ? html.at(-1)
        : undefined;
  const at = events.findIndex((event, i) => i >= written && event[0] === 'text');
  if (leftOver !== undefined && at >= 0 && events[at]![1] === leftOver) events.splice(at, 1);
  return merged(events);
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() && entry.name !== 'node_modules'
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  );

describe('readHtml against htmlparser2 12', () => {
  const root = join(__dirname, '../..');
  const fixtures = htmlFiles(root);

  it('finds the HTML fixtures', () => {
    expect(fixtures.map((file) => relative(root, file))).toEqual(
      expect.arrayContaining(['fixtures/pages/good.html', 'fixtures/show-up-online/bakery.html']),
    );
  });

  it.each(fixtures.map((file) => [relative(root, file), file]))('reports %s the same way', (_, file) => {
    const html = readFileSync(file!, 'utf8');
    expect(ours(html)).toEqual(htmlparser2(html));
  });

  it('reports a generated 200 KB landing page the same way', () => {
    const html = largePage(200_000);
    expect(ours(html)).toEqual(htmlparser2(html));
  });

  it('reports 600 generated malformed documents the same way', () => {
    const random = seededRandom(20_261_122);
    const names = entityNames();
    for (let n = 0; n < 600; n++) {
      const html = malformedHtml(random, names);
      expect({ html, events: ours(html) }).toEqual({ html, events: htmlparser2(html) });
    }
  });

  it('decodes every name in our table as HTML5 does, with and without a semicolon, in text and attributes', () => {
    const names = entityNames();
    expect(names.length).toBeGreaterThanOrEqual(253);
    const html = names
      .map((name) => `<a title="&${name};|&${name}|&${name}x">&${name};|&${name}|&${name}x</a>`)
      .join('');
    expect(ours(html)).toEqual(htmlparser2(html));
  });

  it('leaves a name outside our table as its literal text, where htmlparser2 decodes it', () => {
    const html = '<p title="&hookrightarrow;">&hookrightarrow; &NotEqualTilde;</p>';
    expect(ours(html)).toEqual([
      ['open', 'p', { title: '&hookrightarrow;' }],
      ['text', '&hookrightarrow; &NotEqualTilde;'],
      ['close', 'p'],
    ]);
    expect(htmlparser2(html)[1]).toEqual(['text', '\u21aa \u2242\u0338']);
  });
});
