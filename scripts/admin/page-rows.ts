import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  ProgrammaticPageSchema,
  programmaticPageFields,
  type ProgrammaticPage,
} from '../../lambdas/shared/contracts/programmatic-page';
import { CliError } from './cli-error';

/** One row of an import file with the line it starts on (JSON) or ends on (CSV). */
interface Row {
  line: number;
  values: unknown;
}

export interface PageRows {
  pages: { line: number; page: ProgrammaticPage }[];
  /** One message per bad row, e.g. `line 4: 'h1' must not be empty`. */
  problems: string[];
}

const REQUIRED_COLUMNS = programmaticPageFields.filter((f) => !f.startsWith('trust_'));

/** Line numbers of the top-level array's elements, found by scanning the JSON text. */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\n') line++;
    else if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (depth === 1) lines.push(line);
      depth++;
    } else if (char === ']' || char === '}') depth--;
  }
  return lines;
}

function jsonRows(file: string, text: string): Row[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new CliError(`${file}: not valid JSON`, [(err as Error).message]);
  }
  if (!Array.isArray(data)) throw new CliError(`${file}: expected a JSON array of pages`);
  const lines = elementLines(text);
  return data.map((values, i) => ({ line: lines[i] ?? 0, values }));
}

function csvRows(file: string, text: string): Row[] {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, { columns: true, info: true, skip_empty_lines: true, bom: true, trim: true });
  } catch (err) {
    throw new CliError(`${file}: not valid CSV`, [(err as Error).message]);
  }
  const header = Object.keys(records[0]?.record ?? {});
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (records.length && missing.length) {
    throw new CliError(`${file}: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  }
  // An empty cell is an absent value: the optional trust blocks fall back to their defaults.
  return records.map(({ record, info }) => ({
    line: info.lines,
    values: Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '')),
  }));
}

/** Reads a JSON array or CSV file of pages and validates every row, collecting all problems. */
export async function readPageRows(file: string): Promise<PageRows> {
  const kind = extname(file).toLowerCase();
  if (kind !== '.json' && kind !== '.csv') throw new CliError(`${file}: use a .json or .csv file`);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new CliError(`File not found: ${file}`);
  });
  const rows = kind === '.json' ? jsonRows(file, text) : csvRows(file, text);
  const result: PageRows = { pages: [], problems: [] };
  const seen = new Map<string, number>();
  for (const { line, values } of rows) {
    const parsed = ProgrammaticPageSchema.safeParse(values);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) =>
        i.path.length ? `'${i.path.join('.')}' ${i.message}` : i.message,
      );
      result.problems.push(`line ${line}: ${issues.join('; ')}`);
      continue;
    }
    const first = seen.get(parsed.data.slug);
    if (first !== undefined) {
      result.problems.push(`line ${line}: slug '${parsed.data.slug}' repeats line ${first}`);
      continue;
    }
    seen.set(parsed.data.slug, line);
    result.pages.push({ line, page: parsed.data });
  }
  return result;
}
