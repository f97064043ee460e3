import { csvCell, toCsv } from '../../../scripts/admin/csv';

describe('csvCell', () => {
  it.each([
    ['plain text', 'plain text'],
    ['', ''],
    ['=HYPERLINK("http://evil.test","click")', `"'=HYPERLINK(""http://evil.test"",""click"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['a, b and c', '"a, b and c"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['mid=formula is text', 'mid=formula is text'],
    [' =leading space', ' =leading space'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes missing values as empty cells and numbers as text', () => {
    expect([csvCell(undefined), csvCell(null), csvCell(42), csvCell(false)]).toEqual(['', '', '42', 'false']);
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF, ending with one', () => {
    expect(
      toCsv([
        ['email', 'brand'],
        ['a@b.test', '=cmd|x'],
      ]),
    ).toBe("email,brand\r\na@b.test,'=cmd|x\r\n");
  });
});
