/** Pure and browser-safe: the SPA displays briefs with this, the .docx builder structures them with it. */

export type SectionTone = 'green' | 'blue' | 'purple' | 'orange' | 'pink' | 'grey';

export interface BriefSection {
  title: string;
  body: string;
  tone: SectionTone;
}

const KNOWN_HEADING =
  /^(seo snapshot|content brief|titles?|title options|meta description|outline|content outline|cta|call to action|seo tips|tone|style|tone (?:&|and) style)$/i;
const POST_MARKER = /^(?:#{1,6}\s*)?\**\s*post\s+(\d+)\s*\**\s*:?\s*(.*)$/i;

/** SPEC.md §3 colours: SEO green; title/meta blue; outline/content purple; CTA/call orange; tone/style pink. */
export function sectionTone(title: string): SectionTone {
  if (/seo/i.test(title)) return 'green';
  if (/title|meta/i.test(title)) return 'blue';
  if (/outline|content/i.test(title)) return 'purple';
  if (/cta|call/i.test(title)) return 'orange';
  if (/tone|style/i.test(title)) return 'pink';
  return 'grey';
}

/** The heading a line stands for, if it is one: markdown or bold headings, known names, numbered headings, short lines ending in a colon. */
export function headingOf(line: string): string | undefined {
  const text = line.trim();
  const markdown = /^#{1,6}\s+(.+?)\s*#*$/.exec(text);
  if (markdown) return clean(markdown[1]!);
  const bold = /^\*\*(.+?)\*\*:?$/.exec(text);
  if (bold) return clean(bold[1]!);
  const bare = clean(text.replace(/^\d+[.)]\s+/, ''));
  if (KNOWN_HEADING.test(bare)) return bare;
  const numbered = /^\d+[.)]\s+([A-Z][A-Za-z &/-]{2,40}):?$/.exec(text);
  if (numbered && text.endsWith(':')) return clean(numbered[1]!);
  if (/^[A-Z][^.!?:]{1,48}:$/.test(text)) return clean(text);
  return undefined;
}

const clean = (heading: string) => heading.replace(/\*\*/g, '').replace(/:$/, '').trim();

interface Heading {
  title: string;
  /** Text after the heading on the same line, e.g. "Post 1: Did you know…". */
  rest?: string;
}

function bySections(
  lines: string[],
  heading: (line: string) => Heading | undefined,
  untitled: string,
): BriefSection[] {
  const sections: { title: string; lines: string[] }[] = [];
  for (const line of lines) {
    const found = heading(line);
    if (found) sections.push({ title: found.title, lines: found.rest ? [found.rest] : [] });
    else if (sections.length) sections.at(-1)!.lines.push(line);
    else if (line.trim()) sections.push({ title: untitled, lines: [line] });
  }
  return sections.map(({ title, lines: body }) => ({
    title,
    body: body.join('\n').trim(),
    tone: sectionTone(title),
  }));
}

const postHeading = (line: string): Heading | undefined => {
  const match = POST_MARKER.exec(line.trim());
  return match ? { title: `Post ${match[1]}`, rest: match[2]!.trim() } : undefined;
};

const namedHeading = (line: string): Heading | undefined => {
  const title = headingOf(line);
  return title ? { title } : undefined;
};

/**
 * Splits a generated brief (or any text written in "## " sections, such as a critique) for display:
 * numbered posts become 'Post 1', 'Post 2'…; otherwise recognised headings start sections; text before
 * the first heading, or with none, is one section titled `untitled`.
 */
export function splitBrief(brief: string, untitled = 'Content Brief'): BriefSection[] {
  const lines = brief.replace(/\r\n/g, '\n').split('\n');
  const postCount = lines.filter((line) => POST_MARKER.test(line.trim())).length;
  const sections = bySections(lines, postCount >= 2 ? postHeading : namedHeading, untitled);
  return sections.length ? sections : [{ title: untitled, body: brief.trim(), tone: sectionTone(untitled) }];
}
