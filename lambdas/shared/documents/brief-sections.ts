/**
 * Pure and browser-safe: the SPA displays and copies briefs with this, the .docx builder structures
 * them with it, so no markdown heading markup reaches the screen, the clipboard or the file.
 */

import { sourcesSections, type ResearchSource } from '../contracts/research';

export type SectionTone = 'green' | 'blue' | 'purple' | 'orange' | 'pink' | 'grey';

export interface BriefSection {
  title: string;
  body: string;
  tone: SectionTone;
}

/** The sections a brief has (see content-brief/prompt.ts), with the names models use for them. */
const KNOWN_HEADING =
  /^(seo snapshot|content brief|titles?|title options|headline options|meta descriptions?|outline|content outline|cta|calls? to action|seo tips|internal links|tone|style|tone (?:&|and) style)$/i;
// Each pattern below reads a line of model output in linear time (a ReDoS check in the unit tests holds
// them to it): no two adjacent runs can share a character, and `s` lets the last `(.*)$` end anywhere.
/** 'Post 2', 'Post #2', then what follows it on the line. */
const POST = /^post\s*(?:#\s*)?(\d{1,2})(?![\p{L}\p{N}])\s*(?:[:.)|\-–—]\s*)?(.*)$/isu;
/** A post marker standing alone as a plain line: 'Post 1', 'Post 1:' or 'Post 1 - …', not 'Post 1 goes out…'. */
const BARE_POST = /^post\s*(?:#\s*)?\d{1,2}\s*(?:$|[:.)|\-–—])/i;
/** '# Title' or '##Title' (one '#' needs a space, else it is a hashtag); closing '#'s are cut by `markdownTitle`. */
const MARKDOWN = /^(?:(#)\s+|(#{2,6})\s*)(?=\S)(.*)$/s;
/** Separators and headings with no text: nothing a reader should see. */
const NOTHING = /^(?:[-*_]\s*){3,}$|^#{1,6}$/;

/** A heading's text without its closing '#'s ('Title ##' → 'Title'), by string scanning: a pattern would backtrack. */
function withoutClosingHashes(heading: string): string {
  const text = heading.trimEnd();
  let hashes = text.length;
  while (hashes > 0 && text[hashes - 1] === '#') hashes--;
  if (hashes === text.length || hashes === 0 || !/\s/.test(text[hashes - 1]!)) return text;
  return text.slice(0, hashes).trimEnd();
}

/** '**Post 1:** rest' as ['Post 1:', 'rest']: the bold lead and what follows it; undefined without one. */
function boldLeadOf(text: string): [string, string] | undefined {
  if (!text.startsWith('**')) return undefined;
  const end = text.indexOf('**', 3);
  return end === -1 ? undefined : [text.slice(2, end), text.slice(end + 2).trimStart()];
}

/** Text colours by section: SEO green; title/meta blue; outline/content purple; CTA/call orange; tone/style pink. */
export function sectionTone(title: string): SectionTone {
  if (/seo/i.test(title)) return 'green';
  if (/title|meta|headline/i.test(title)) return 'blue';
  if (/outline|content/i.test(title)) return 'purple';
  if (/cta|call/i.test(title)) return 'orange';
  if (/tone|style/i.test(title)) return 'pink';
  return 'grey';
}

const clean = (heading: string) =>
  heading
    .replace(/\*\*|__/g, '')
    .replace(/^\d+[.)]\s+/, '')
    .replace(/:$/, '')
    .trim();

const isKnown = (title: string) => KNOWN_HEADING.test(title);

/** The heading a line stands for, if it is one: markdown or bold headings, known names, numbered headings, short lines ending in a colon. */
export function headingOf(line: string): string | undefined {
  const text = line.trim();
  const markdown = MARKDOWN.exec(text);
  if (markdown) return clean(withoutClosingHashes(markdown[3]!)) || undefined;
  const bold = /^\*\*(.+?)\*\*:?$/.exec(text);
  if (bold) return clean(bold[1]!);
  const bare = clean(text);
  if (isKnown(bare)) return bare;
  const numbered = /^\d+[.)]\s+([A-Z][A-Za-z &/-]{2,40}):$/.exec(text);
  if (numbered) return clean(numbered[1]!);
  if (/^[A-Z][^.!?:]{1,48}:$/.test(text)) return clean(text);
  return undefined;
}

type Line =
  | { kind: 'nothing' }
  | { kind: 'post'; title: string; rest: string }
  | { kind: 'markdown'; level: number; title: string }
  | { kind: 'named'; title: string; text: string }
  | { kind: 'body'; text: string };

function postOf(text: string, trailing = ''): Line | undefined {
  const post = POST.exec(clean(text));
  if (!post) return undefined;
  return { kind: 'post', title: `Post ${Number(post[1])}`, rest: [post[2], trailing].join(' ').trim() };
}

function classify(raw: string): Line {
  const text = raw.trim();
  if (NOTHING.test(text)) return { kind: 'nothing' };
  const markdown = MARKDOWN.exec(text);
  if (markdown) {
    const level = (markdown[1] ?? markdown[2]!).length;
    const heading = withoutClosingHashes(markdown[3]!);
    const title = clean(heading);
    return postOf(heading) ?? (title ? { kind: 'markdown', level, title } : { kind: 'nothing' });
  }
  const boldLead = boldLeadOf(text);
  const post = boldLead ? postOf(...boldLead) : BARE_POST.test(text) && postOf(text);
  if (post) return post;
  const title = headingOf(text);
  if (title) return { kind: 'named', title, text: raw };
  // Quotes and '+' bullets are markdown too: shown as plain text and '-' bullets.
  return { kind: 'body', text: raw.replace(/^(\s*)>\s?/, '$1').replace(/^(\s*)\+\s+/, '$1- ') };
}

/** The level sections start at: that of the known headings or posts, else the shallowest one used. */
function sectionLevel(lines: Line[]): number | undefined {
  const levels = (named: boolean) =>
    lines.flatMap((l) => (l.kind === 'markdown' && (!named || isKnown(l.title)) ? [l.level] : []));
  const known = levels(true);
  const all = levels(false);
  if (known.length) return Math.min(...known);
  return all.length ? Math.min(...all) : undefined;
}

/**
 * Splits a generated brief into titled sections, wherever its headings appear: markdown headings
 * at the sections' level, known section names, and numbered posts ('Post 1', 'Post 2'…), each post a
 * section that ends at the next heading. Deeper markdown headings become bold lines of their
 * section. Text before any heading is a section titled `untitled` ('Content Brief' for briefs); empty sections are dropped except
 * the last, which may still be streaming in.
 */
export function splitBrief(brief: string, untitled = 'Content Brief'): BriefSection[] {
  const lines = brief.replace(/\r\n?/g, '\n').split('\n').map(classify);
  const level = sectionLevel(lines);
  const sections: { title: string; lines: string[]; post?: boolean }[] = [];
  const start = (title: string, first?: string, post?: boolean) =>
    sections.push({ title, lines: first ? [first] : [], post });
  const add = (text: string) => {
    if (sections.length) sections.at(-1)!.lines.push(text);
    else if (text.trim()) start(untitled, text);
  };
  for (const line of lines) {
    const inPost = Boolean(sections.at(-1)?.post);
    if (line.kind === 'post') start(line.title, line.rest, true);
    else if (line.kind === 'markdown') {
      if (level === undefined || line.level <= level || isKnown(line.title)) start(line.title);
      else add(`**${line.title}**`);
    } else if (line.kind === 'named') {
      // Plain-text briefs use 'Name:' headings; beside markdown or inside a post they are sub-headings.
      if (isKnown(line.title) || (level === undefined && !inPost)) start(line.title);
      else add(line.text);
    } else if (line.kind === 'body') add(line.text);
  }
  const result = sections
    .map(({ title, lines: body }) => ({ title, body: body.join('\n').trim(), tone: sectionTone(title) }))
    .filter((section, i, all) => section.body || i === all.length - 1);
  return result.length ? result : [{ title: untitled, body: '', tone: sectionTone(untitled) }];
}

/** Titled sections as plain text for the clipboard: each title on its own line, no markdown markup. */
export const sectionsText = (sections: readonly { title: string; body: string }[]): string =>
  sections.map(({ title, body }) => `${title}\n${body.replace(/\*\*/g, '')}`.trim()).join('\n\n');

/** The brief as plain text for the clipboard. */
export const briefText = (brief: string, sources: readonly ResearchSource[] = []): string =>
  sectionsText([...sourcesSections(sources), ...splitBrief(brief)]);
