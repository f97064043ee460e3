import { stringify } from 'csv-stringify/sync';

/**
 * Where a spreadsheet could start a formula: the cell's start, or a part after any separator it may be opened
 * with (`,` `;` tab, a line break), after any quotes, before `= + - @`, tab or CR (OWASP CSV injection).
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])"*(?=[=+\-@\t\r])/g;

type Cell = string | number | boolean | undefined | null;

/** Text no spreadsheet runs, whichever separator it is opened with: an apostrophe before each formula start. */
export const neutralized = (text: string): string => text.replace(FORMULA_START, "$&'");

/** A whole CSV document: every cell quoted (RFC 4180, inner quotes doubled) and neutralized, CRLF line ends. */
export const toCsv = (rows: readonly (readonly Cell[])[]): string =>
  stringify(
    rows.map((row) => row.map((cell) => (cell === undefined || cell === null ? '' : String(cell)))),
    {
      quoted: true,
      quoted_empty: true,
      record_delimiter: 'windows',
      cast: { string: neutralized },
    },
  );
