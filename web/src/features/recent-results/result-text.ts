import type { GenerationMeta } from '@lambdas/shared/contracts/generation';
import { demoLinesOf, demoOf, markDemoText } from '@/lib/demo-output';
import type { HistoryEntry } from '@/lib/workspace/history';

/** Answer fields that are not the result's words: the generation meta and what a tool measured. */
const notWords = new Set([
  'demo',
  'sample',
  'usage',
  'success',
  'emailed',
  'stats',
  'siteFacts',
  'siteError',
]);

/** Every string in an answer, in order, leaving out meta and measurements (checks, facts, figures). */
function wordsOf(value: unknown, key = ''): string[] {
  if (notWords.has(key) || key.endsWith('Checks') || key === 'checks') return [];
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap((item) => wordsOf(item));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([field, item]) => wordsOf(item, field));
  return [];
}

/** What tells a kept result from the others of its tool: the first of its request's `fields` that is filled. */
export function subjectOf(entry: HistoryEntry, fields: readonly string[]): string | undefined {
  const body = entry.body && typeof entry.body === 'object' ? (entry.body as Record<string, unknown>) : {};
  for (const field of fields) {
    const value = body[field];
    const text = Array.isArray(value) ? value.filter((item) => typeof item === 'string').join(', ') : value;
    if (typeof text === 'string' && text.trim()) return text.trim().slice(0, 120);
  }
  return undefined;
}

/** The answer a kept result shows now: its latest refinement's, else its own. */
const shownData = (entry: HistoryEntry) =>
  ((entry.refinements.at(-1)?.result ?? entry.result) as { data?: unknown } | undefined)?.data as
    (Partial<GenerationMeta> & { text?: unknown }) | undefined;

/** A kept result as plain text (its latest version): the streamed text, or a structured answer's words. */
export function resultText(entry: HistoryEntry): string {
  const data = shownData(entry);
  if (typeof data?.text === 'string') return data.text;
  return wordsOf(data).join('\n\n');
}

/** What Copy and Download give of a kept result: a demo's lines first (whose sample it is), then its text. */
export const resultCopy = (entry: HistoryEntry): string =>
  markDemoText(resultText(entry), demoOf(shownData(entry)));

/** A kept demo result's first line, naming whose sample it is; undefined for a model's answer. */
export const demoLineOf = (entry: HistoryEntry): string | undefined =>
  demoLinesOf(demoOf(shownData(entry)))[0];

const bare = (line: string) => line.replace(/^[#>*\-\d.\s]+/, '').trim();

/** A preview reads this much of a result at the most, however long it is: a list of 100 stays quick. */
const PREVIEW_CHARS = 4000;

/** The first line with words in it past the headings (a brief's all start alike), without Markdown's marks. */
export function firstLine(text: string): string {
  const lines = text.slice(0, PREVIEW_CHARS).split('\n');
  const words = (line: string) => Boolean(bare(line));
  return bare(
    lines.find((line) => words(line) && !line.trimStart().startsWith('#')) ?? lines.find(words) ?? '',
  );
}
