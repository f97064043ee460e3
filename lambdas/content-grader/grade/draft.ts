/** Pure and browser-safe: what the grade reads of a draft, pasted or published. */
import type { Token, Tokens } from 'marked';
import type { PageModel } from '../../shared/page-checks';
import { TextStats } from '../../shared/page-checks/text-stats';
import { contentGraderLimits } from '../contract';
import { plainParagraphs, readMarkdown } from './markdown';

/** Subheadings read of one draft: more than any article has, so 20,000 pasted headings cost no more. */
export const MAX_HEADINGS = 200;

/** What the grade reads of a draft, pasted (Markdown or plain text) or published (its page). */
export interface Draft {
  /** The page's `<title>`; a pasted draft's first H1 (or first line) stands for it. */
  title: string | undefined;
  h1: string | undefined;
  /** A published page's meta description; pasted drafts have none to measure. */
  metaDescription?: string | undefined;
  /** Headings below the H1 (H2 to H6), in order: at most MAX_HEADINGS, each one line. */
  subheadings: string[];
  /** The visible text, one block a line. */
  text: string;
  words: number;
  readingGrade: number;
  links: number;
  images: { total: number; withAlt: number };
  published: boolean;
  /** Its shape, for what a draft alone shows: H2s, lists, the words before the first subheading, the last one. */
  shape: { h2: number; lists: number; orderedLists: number; introWords: number; lastHeading?: string };
}

const line = (text: string) => text.slice(0, contentGraderLimits.target);

/** The text of an inline token list as a reader sees it. */
const plain = (tokens: Token[] | undefined, raw: string): string =>
  tokens
    ? tokens.map((token) => ('tokens' in token ? plain(token.tokens, token.raw) : token.raw)).join('')
    : raw;

/** Walks Markdown's block tokens in order (lists and quotes included), with marked's own lexer. */
function walk(tokens: Token[], visit: (token: Token) => void): void {
  for (const token of tokens) {
    visit(token);
    if (token.type === 'list') for (const item of (token as Tokens.List).items) walk(item.tokens, visit);
    else if (token.type === 'blockquote') walk((token as Tokens.Blockquote).tokens, visit);
    // A list item's text holds its inline tokens, which the visit reads.
    else if ('tokens' in token && !['heading', 'paragraph', 'text'].includes(token.type))
      walk(token.tokens ?? [], visit);
  }
}

/** Links and images inside inline tokens. */
function countInline(tokens: Token[] | undefined, found: Draft['images'] & { links: number }): void {
  for (const token of tokens ?? []) {
    if (token.type === 'link') found.links++;
    if (token.type === 'image') {
      found.total++;
      if ((token as Tokens.Image).text.trim()) found.withAlt++;
    }
    if ('tokens' in token) countInline(token.tokens, found);
  }
}

/** A draft from Markdown's block tokens. */
function draftOf(blocks: Token[]): Draft {
  const stats = new TextStats(contentGraderLimits.draft);
  const headings: { depth: number; text: string }[] = [];
  const found = { total: 0, withAlt: 0, links: 0 };
  const shape: Draft['shape'] = { h2: 0, lists: 0, orderedLists: 0, introWords: 0 };
  let opened = false;
  walk(blocks, (token) => {
    if (token.type === 'list') {
      shape.lists++;
      if ((token as Tokens.List).ordered) shape.orderedLists++;
    }
    const heading = token.type === 'heading' ? (token as Tokens.Heading) : undefined;
    if (heading && heading.depth > 1) opened = true;
    if (heading?.depth === 2) shape.h2++;
    if (heading && headings.length < MAX_HEADINGS + 1)
      headings.push({ depth: heading.depth, text: line(plain(heading.tokens, heading.raw).trim()) });
    if (heading || token.type === 'paragraph' || token.type === 'text') {
      const inline = (token as Tokens.Paragraph).tokens;
      const text = plain(inline, token.raw).replace(/\s+/g, ' ').trim();
      countInline(inline, found);
      if (!text) return;
      const before = stats.words;
      stats.addWords(text);
      stats.addBlock(text);
      if (!opened && !heading) shape.introWords += stats.words - before;
    }
  });
  const h1 = headings.find((found) => found.depth === 1)?.text;
  const subheadings = headings.filter((found) => found.depth > 1).map((found) => found.text);
  return {
    title: h1 ?? line(stats.excerpt.split('\n')[0] ?? ''),
    h1,
    subheadings: subheadings.slice(0, MAX_HEADINGS),
    text: stats.excerpt,
    words: stats.words,
    readingGrade: stats.grade,
    links: found.links,
    images: { total: found.total, withAlt: found.withAlt },
    published: false,
    shape: { ...shape, ...(subheadings.length ? { lastHeading: subheadings.at(-1) } : {}) },
  };
}

/** A pasted draft, Markdown or plain text, as marked reads it; plain paragraphs when marked or the walk fails. */
export function draftFromText(source: string): Draft {
  try {
    return draftOf(readMarkdown(source));
  } catch {
    return draftOf(plainParagraphs(source));
  }
}

/** A published page, as the page checks' parser read it (parsePage with the draft's excerpt cap). */
export function draftFromPage(page: PageModel): Draft {
  const subheadings = page.headings.filter((heading) => heading.level > 1);
  const h1 = page.headings.find((heading) => heading.level === 1);
  const opening = (subheadings[0]?.wordsBefore ?? page.text.words) - (h1?.text.split(/\s+/).length ?? 0);
  return {
    title: page.title,
    h1: h1?.text,
    metaDescription: page.metas.get('description'),
    subheadings: subheadings.slice(0, MAX_HEADINGS).map((heading) => line(heading.text)),
    text: page.text.excerpt,
    words: page.text.words,
    readingGrade: page.text.grade,
    links: page.links,
    images: { total: page.images.length, withAlt: page.images.filter((image) => image.alt?.trim()).length },
    published: true,
    shape: {
      h2: page.headings.filter((heading) => heading.level === 2).length,
      lists: page.lists.ordered + page.lists.unordered,
      orderedLists: page.lists.ordered,
      introWords: Math.max(0, opening),
      ...(subheadings.length ? { lastHeading: line(subheadings.at(-1)!.text) } : {}),
    },
  };
}
