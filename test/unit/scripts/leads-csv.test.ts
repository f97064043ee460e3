import { parse } from 'csv-parse/sync';
import { neutralized, toCsv } from '../../../scripts/admin/csv';

const FORMULA = /^[=+\-@\t\r]/;

describe('neutralized', () => {
  it.each([
    ['plain text', 'plain text'],
    ['', ''],
    ['=HYPERLINK("http://evil.test","click")', `'=HYPERLINK("http://evil.test","click")`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t'=1+1"],
    ['\r=1+1', "'\r'=1+1"],
    ['x;=1+1;y', "x;'=1+1;y"],
    ['a,-1', "a,'-1"],
    ['a\t@b', "a\t'@b"],
    ['a;"=1', `a;"'=1`],
    ['two\n=lines', "two\n'=lines"],
    ['mid=formula is text', 'mid=formula is text'],
    [' =leading space', ' =leading space'],
  ])('writes %j as %j', (value, cell) => {
    expect(neutralized(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('quotes every cell, header too, writes missing values as empty cells and ends rows with CRLF', () => {
    expect(
      toCsv([
        ['email', 'brand', 'n', 'ok', 'none'],
        ['a@b.test', '=cmd|x', 42, false, undefined],
      ]),
    ).toBe(`"email","brand","n","ok","none"\r\n"a@b.test","'=cmd|x","42","false",""\r\n`);
  });

  const hostile = [
    'x;=1+1;y',
    'a,=2+2',
    'tab\t+3',
    '=HYPERLINK("http://evil.test","Click")',
    '"=quoted"',
    'a;"=1',
    'a","=1',
    'line\n@SUM(A1)',
    'cr\r-4',
    '\t\t=5',
    ';;=6',
    ',=7',
    'say "hi"; -8',
  ];
  const csv = toCsv([['id', 'value'], ...hostile.map((value, i) => [String(i), value])]);

  it.each([',', ';', '\t'])('runs no formula when opened with %j as the separator', (delimiter) => {
    const readings = [
      // A spreadsheet that honours quotes, leniently where a quote does not end a field…
      parse(csv, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][],
      // …and one that splits on the separator alone, quotes and all.
      parse(csv, { delimiter, quote: false, relax_column_count: true }) as string[][],
    ];
    for (const cell of readings.flat(2))
      expect([cell, FORMULA.test(cell.replace(/^"+/, ''))]).toEqual([cell, false]);
  });

  it('reads back as the text, each formula start behind an apostrophe, with commas as the separator', () => {
    const rows = parse(csv, { columns: true }) as { value: string }[];
    expect(rows.map((row) => row.value)).toEqual(hostile.map(neutralized));
  });
});
