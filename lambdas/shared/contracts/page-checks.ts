import * as z from './zod';

export const checkVerdicts = ['pass', 'warn', 'fail', 'info'] as const;

/** One measurement of a page or text, made by our code (not the model), with the evidence it rests on. */
export const PageCheckSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** What was measured, ready to show, e.g. '52 characters'. */
  value: z.string(),
  /** What a good page has, e.g. '30–60 characters'. */
  threshold: z.string(),
  verdict: z.enum(checkVerdicts),
  /** A short quote or list from the page that the value rests on; plain text, never markup to render. */
  evidence: z.string(),
});

export type PageCheck = z.infer<typeof PageCheckSchema>;
export type CheckVerdict = PageCheck['verdict'];

/** The facts about a site's page that the grounded tools (Show Up Online, Brand Roast) give the model. */
export const SiteFactsSchema = z.object({
  url: z.string(),
  https: z.boolean(),
  title: z.nullable(z.string()),
  metaDescription: z.nullable(z.string()),
  h1: z.nullable(z.string()),
  /** The page's H2 headings, in order, at most ten. */
  headings: z.array(z.string()),
  wordCount: z.number().check(z.int(), z.minimum(0)),
  canonical: z.nullable(z.string()),
  jsonLdTypes: z.array(z.string()),
  /** Open Graph properties found, e.g. { 'og:title': '…' }. */
  openGraph: z.record(z.string(), z.string()),
  viewport: z.boolean(),
  lang: z.nullable(z.string()),
});

export type SiteFacts = z.infer<typeof SiteFactsSchema>;
