import { Lexer, type Token, type Tokens } from 'marked';
import type { PageModel } from '../../shared/page-checks';
import { TextStats } from '../../shared/page-checks/text-stats';
import { contentGraderLimits } from '../contract';

/** What the grade reads of a draft, pasted (Markdown or plain text) or published (its page). */
export interface Draft {
  /** The page's `<title>`; a pasted draft's first H1 (or first line) stands for it. */
  title: string | undefined;
  h1: string | undefined;
  /** A published page's meta description; pasted drafts have none to measure. */
  metaDescription?: string | undefined;
  /** Headings below the H1 (H2 to H6), in order. */
  subheadings: string[];
  /** The visible text, one block a line. */
  text: string;
  words: number;
  readingGrade: number;
  links: number;
  images: { total: number; withAlt: number };
  published: boolean;
}

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

/** A pasted draft, Markdown or plain text: its headings, blocks, links and images as marked reads them. */
export function draftFromText(source: string): Draft {
  const stats = new TextStats(contentGraderLimits.draft);
  const headings: { depth: number; text: string }[] = [];
  const found = { total: 0, withAlt: 0, links: 0 };
  walk(Lexer.lex(source), (token) => {
    if (token.type === 'heading') {
      const { depth, tokens, raw } = token as Tokens.Heading;
      headings.push({ depth, text: plain(tokens, raw).trim() });
    }
    if (token.type === 'heading' || token.type === 'paragraph' || token.type === 'text') {
      const inline = (token as Tokens.Paragraph).tokens;
      const text = plain(inline, token.raw).replace(/\s+/g, ' ').trim();
      countInline(inline, found);
      if (!text) return;
      stats.addWords(text);
      stats.addBlock(text);
    }
  });
  const h1 = headings.find((heading) => heading.depth === 1)?.text;
  const firstLine = stats.excerpt.split('\n')[0];
  return {
    title: h1 ?? firstLine,
    h1,
    subheadings: headings.filter((heading) => heading.depth > 1).map((heading) => heading.text),
    text: stats.excerpt,
    words: stats.words,
    readingGrade: stats.grade,
    links: found.links,
    images: { total: found.total, withAlt: found.withAlt },
    published: false,
  };
}

/** A published page, as the page checks' parser read it (parsePage with the draft's excerpt cap). */
export function draftFromPage(page: PageModel): Draft {
  return {
    title: page.title,
    h1: page.headings.find((heading) => heading.level === 1)?.text,
    metaDescription: page.metas.get('description'),
    subheadings: page.headings.filter((heading) => heading.level > 1).map((heading) => heading.text),
    text: page.text.excerpt,
    words: page.text.words,
    readingGrade: page.text.grade,
    links: page.links,
    images: { total: page.images.length, withAlt: page.images.filter((image) => image.alt?.trim()).length },
    published: true,
  };
}
