import { formatNumber } from './format-number';
import * as z from './zod';

/** At most this many distinct pages are kept from the grounding citations and read. */
export const MAX_SOURCES = 8;

/** One page live search cited for a keyword, as our fetcher read and measured it (`read: false` when it could not). */
export const ResearchSourceSchema = z.object({
  /** Its number in the brief: the outline cites sources as `[n]`. */
  n: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_SOURCES)),
  title: z.string(),
  /** An http(s) address only: a `data:`, `javascript:` or `vbscript:` link is refused wherever it came from. */
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }),
  domain: z.string(),
  /** Words of visible text (0 when unread). */
  wordCount: z.number().check(z.int(), z.minimum(0)),
  /** Its H2 headings, in order. */
  headings: z.array(z.string()),
  read: z.boolean(),
});

export type ResearchSource = z.infer<typeof ResearchSourceSchema>;

/** `live`: sources found and read; `off`: research not available on this site; `failed`: it was tried and did not finish. */
export const ResearchStateSchema = z.enum(['live', 'off', 'failed']);

export type ResearchState = z.infer<typeof ResearchStateSchema>;

/** What a researched answer carries (the brief's JSON and its stream's `data` and `done` lines). */
export const ResearchFieldsSchema = z.object({
  research: ResearchStateSchema,
  sources: z.array(ResearchSourceSchema),
  /** Questions the sources' headings ask, for the brief's "questions to answer". */
  questions: z.optional(z.array(z.string())),
  /** Why there is no live data, in a visitor's words (`off` and `failed`); on `live` research from the local
   * fake search (RESEARCH_FAKE=1), LOCAL_RESEARCH_NOTE. */
  researchNote: z.optional(z.string()),
});

export type ResearchFields = z.infer<typeof ResearchFieldsSchema>;

/** The visible line of an answer written without sources. */
export const NO_RESEARCH_LINE = 'Written without live search data';

/** The median word count of the sources that were read, rounded to 50 words; undefined when none was. */
export function recommendedWords(sources: readonly ResearchSource[]): number | undefined {
  const counts = sources
    .filter((source) => source.read && source.wordCount > 0)
    .map((source) => source.wordCount)
    .sort((a, b) => a - b);
  if (!counts.length) return undefined;
  const mid = Math.floor(counts.length / 2);
  const median = counts.length % 2 ? counts[mid]! : (counts[mid - 1]! + counts[mid]!) / 2;
  return Math.max(50, Math.round(median / 50) * 50);
}

/** The title of the sources' section on screen, in copied text and in documents. */
export const SOURCES_TITLE = 'What Ranks Today';

/** What every result built on the local fake search says beside its sources (issue 46.11): not the real web. */
export const LOCAL_RESEARCH_NOTE = '(local research: sample pages)';

/** The sources' heading: 'What Ranks Today', and the local-research note when the search was the local fake. */
export const sourcesTitle = (
  research: Partial<Pick<ResearchFields, 'research' | 'researchNote'>> | undefined,
): string =>
  research?.research === 'live' && research.researchNote
    ? `${SOURCES_TITLE} ${research.researchNote}`
    : SOURCES_TITLE;

/**
 * The sources as a section for copied text and documents, each with its URL:
 * `- [1] Title (domain), 1,800 words: https://…`. None when there are no sources.
 */
export function sourcesSections(sources: readonly ResearchSource[]): { title: string; body: string }[] {
  if (!sources.length) return [];
  const line = (source: ResearchSource) => {
    const measure = source.read ? `${formatNumber(source.wordCount)} words` : 'not read';
    return `- [${source.n}] ${source.title} (${source.domain}), ${measure}: ${source.url}`;
  };
  return [{ title: SOURCES_TITLE, body: sources.map(line).join('\n') }];
}
