/** Characters a spreadsheet reads as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell: a value a spreadsheet would run as a formula gets a leading apostrophe, and any cell
 * holding a quote, comma or line break is quoted with inner quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | boolean | undefined | null): string {
  const text = value === undefined || value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole CSV document: header row first, CRLF line ends as RFC 4180 asks. */
export const toCsv = (rows: readonly (readonly (string | number | boolean | undefined | null)[])[]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
