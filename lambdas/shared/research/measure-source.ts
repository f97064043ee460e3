import type { ResearchSource } from '../contracts/research';
import type { PageFetcher } from '../fetch';
import { jsonLdTypes } from '../page-checks/json-ld';
import { parsePage } from '../page-checks/parse-page';
import type { CitedPage } from './citations';

/** What a source's page showed when it was read: the public part and what the prompt alone gets. */
export interface MeasuredSource extends ResearchSource {
  h1?: string;
  /** Its H2 and H3 headings in order, each with its level. */
  outline: { level: 2 | 3; text: string }[];
  /** Headings that ask a question. */
  questions: string[];
  /** Structured data the page declares: FAQPage, HowTo. */
  structuredData: string[];
  /** Its most used content words and two-word phrases, by stem (sources cached before they were counted lack them). */
  terms?: SourceTerm[];
}

/** A term of a source: its stem key (`sourdough starter`), as people write it, and how often it occurs. */
export interface SourceTerm {
  key: string;
  term: string;
  count: number;
}

/** Terms kept per source: enough to rank what the sources share, bounded however long a page is. */
const MAX_TERMS = 80;

/** A page's most used terms (the text analysis loads with the first page read). */
async function termsOf(text: string): Promise<SourceTerm[]> {
  const { analyzer, termOf } = await import('../text-analysis');
  const { counts, surface } = (await analyzer()).analyse(text);
  return [...counts]
    .filter(([, count]) => count > 1)
    .slice(0, MAX_TERMS)
    .map(([key, count]) => ({ key, term: termOf(key, surface), count }));
}

/** Headings kept per page: enough for an outline, bounded however long a page is. */
const MAX_HEADINGS = 30;
const QUESTION = /\?$|^(how|what|why|when|where|which|who|can|is|are|do|does|should|will)\b/i;
const STRUCTURED = ['FAQPage', 'HowTo'];

/** A heading asks a question when it ends with '?' or opens with a question word. */
export const isQuestion = (heading: string): boolean => QUESTION.test(heading.trim());

/** The source as listed when its page could not be read: named and linked, not measured. */
export const unreadSource = (page: CitedPage, n: number): MeasuredSource => ({
  n,
  ...page,
  wordCount: 0,
  headings: [],
  read: false,
  outline: [],
  questions: [],
  structuredData: [],
  terms: [],
});

/**
 * Reads one cited page through the safe fetcher (its address rules, time and size caps) and measures it with
 * the page checks' parser: title, H1, H2/H3 outline, words, question headings, FAQ/HowTo data, the terms it
 * uses most. A page that
 * cannot be read is listed as unread, never thrown.
 */
export async function measureSource(page: CitedPage, n: number, fetch: PageFetcher): Promise<MeasuredSource> {
  try {
    const fetched = await fetch(page.url);
    const model = await parsePage(fetched.html);
    const outline = model.headings
      .filter(
        (heading): heading is { level: 2 | 3; text: string } => heading.level === 2 || heading.level === 3,
      )
      .filter((heading) => heading.text)
      .slice(0, MAX_HEADINGS);
    const { types } = jsonLdTypes(model.jsonLd);
    const h1 = model.headings.find((heading) => heading.level === 1)?.text;
    return {
      n,
      title: model.title || page.title,
      url: page.url,
      domain: page.domain,
      wordCount: model.text.words,
      headings: outline.filter((heading) => heading.level === 2).map((heading) => heading.text),
      read: true,
      ...(h1 ? { h1 } : {}),
      outline,
      questions: outline.map((heading) => heading.text).filter(isQuestion),
      structuredData: STRUCTURED.filter((type) => types.includes(type)),
      terms: await termsOf(model.text.excerpt),
    };
  } catch {
    return unreadSource(page, n);
  }
}
