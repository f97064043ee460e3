/**
 * The pages live search "finds" locally (issue 29): realistic articles of different lengths and outlines,
 * each under the path of the fictional site that would publish it, so one page server stands for several
 * domains. The fake Bedrock cites them (`groundingScenario`), the research step reads them through the safe
 * fetcher, and tests know every page's exact word count and H2s from its definition here.
 */
import { html, type PageHandler, type PageServer } from './page-server';

export interface ResearchPage {
  /** The fictional site, and the first path segment it is served under. */
  domain: string;
  path: string;
  title: string;
  h1: string;
  /** H2 sections, each with its H3s; every section gets body text. */
  sections: { h2: string; h3s?: string[] }[];
  /** Visible words of the whole page: headings plus body text, padded to exactly this many. */
  words: number;
  /** schema.org types declared in JSON-LD. */
  structuredData?: ('FAQPage' | 'HowTo')[];
}

const FILLER =
  'bakers feed the starter with flour and water every day and watch it rise and fall in a warm kitchen'.split(
    ' ',
  );

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Body text of exactly `n` plain words. */
const filler = (n: number) => Array.from({ length: n }, (_, i) => FILLER[i % FILLER.length]).join(' ');

export const researchPages: readonly ResearchPage[] = [
  {
    domain: 'breadbasics.example',
    path: '/guides/sourdough-starter',
    title: 'Sourdough Starter: The Complete Guide | Bread Basics',
    h1: 'The complete guide to sourdough starter',
    sections: [
      { h2: 'What is a sourdough starter?' },
      { h2: 'How to make a starter from scratch', h3s: ['Day 1 to 3', 'Day 4 to 7'] },
      { h2: 'Feeding schedule' },
      { h2: 'Storing your starter in the fridge' },
      { h2: 'Why is my starter not rising?' },
      { h2: 'Frequently asked questions' },
    ],
    words: 1800,
    structuredData: ['FAQPage'],
  },
  {
    domain: 'homebaker.example',
    path: '/blog/starter-in-seven-days',
    title: 'Make a Sourdough Starter in 7 Days',
    h1: 'Make a sourdough starter in seven days',
    sections: [
      { h2: 'What you need' },
      { h2: 'Step by step', h3s: ['Mix', 'Wait', 'Feed'] },
      { h2: 'A feeding schedule for busy bakers' },
      { h2: 'Which flour types work best' },
      { h2: 'How do you know it is ready?' },
    ],
    words: 1200,
    structuredData: ['HowTo'],
  },
  {
    domain: 'flourpower.example',
    path: '/recipes/easy-starter',
    title: 'Easy Sourdough Starter Recipe',
    h1: 'Easy sourdough starter',
    sections: [{ h2: 'Ingredients' }, { h2: 'Method' }],
    words: 600,
  },
  {
    domain: 'crumbforum.example',
    path: '/threads/starter-questions',
    title: 'Starter questions answered by our bakers',
    h1: 'Your starter questions',
    sections: [
      { h2: 'Can I use tap water?' },
      { h2: 'Should I discard before feeding?' },
      { h2: 'How long can a starter live in the fridge?' },
    ],
    words: 900,
    structuredData: ['FAQPage'],
  },
  {
    domain: 'kitchenscience.example',
    path: '/articles/starter-microbiology',
    title: 'The Science of Sourdough Starters',
    h1: 'What lives in your starter',
    sections: [
      { h2: 'Wild yeast and bacteria' },
      { h2: 'Temperature and timing', h3s: ['Warm kitchens', 'Cold kitchens'] },
      { h2: 'Hydration explained' },
      { h2: 'Flour types compared' },
      { h2: 'Storing a starter in the fridge' },
    ],
    words: 2400,
  },
  {
    domain: 'bakersupply.example',
    path: '/shop/starter-kit',
    title: 'Sourdough Starter Kit',
    h1: 'Starter kit',
    sections: [{ h2: 'What is in the kit' }, { h2: 'Shipping' }],
    words: 400,
  },
];

/** The page's HTML: head, H1, its sections with body text, padded to exactly `words` visible words. */
export function researchPageHtml(page: ResearchPage): string {
  const headings = [page.h1, ...page.sections.flatMap((s) => [s.h2, ...(s.h3s ?? [])])];
  const paragraphs = page.sections.reduce((n, s) => n + 1 + (s.h3s?.length ?? 0), 0);
  const room = page.words - headings.reduce((sum, heading) => sum + countWords(heading), 0);
  const per = Math.floor(room / paragraphs);
  let extra = room - per * paragraphs;
  const paragraph = () => {
    const n = per + (extra > 0 ? 1 : 0);
    extra = Math.max(0, extra - 1);
    return `<p>${filler(n)}</p>`;
  };
  const body = page.sections
    .map(
      (s) =>
        `<section><h2>${s.h2}</h2>${paragraph()}${(s.h3s ?? []).map((h3) => `<h3>${h3}</h3>${paragraph()}`).join('')}</section>`,
    )
    .join('');
  const jsonLd = (page.structuredData ?? [])
    .map((type) => `<script type="application/ld+json">${JSON.stringify({ '@type': type })}</script>`)
    .join('');
  return `<!doctype html><html lang="en"><head><title>${page.title}</title>${jsonLd}</head><body><article><h1>${page.h1}</h1>${body}</article></body></html>`;
}

/** Where a page is served: under its site's name on the local page server. */
export const researchPagePath = (page: ResearchPage): string => `/${page.domain}${page.path}`;

/** Serves every research page on `server`; `delayMs` holds each answer that long (benchmarks). */
export function serveResearchPages(
  server: PageServer,
  pages: readonly ResearchPage[] = researchPages,
  delayMs = 0,
): void {
  for (const page of pages) {
    const answer: PageHandler = html(researchPageHtml(page));
    server.route(
      researchPagePath(page),
      delayMs ? (req, res) => setTimeout(() => answer(req, res), delayMs) : answer,
    );
  }
}

/** The citations live search would give for these pages: Converse's `location.web` of each. */
export const researchCitations = (server: PageServer, pages: readonly ResearchPage[] = researchPages) =>
  pages.map((page) => ({ url: `${server.origin}${researchPagePath(page)}`, domain: page.domain }));
