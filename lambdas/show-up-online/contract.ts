import * as z from '../shared/contracts/zod';
import { requiredText } from '../shared/contracts/text-fields';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { outputLanguageField } from '../shared/contracts/language-field';
import { SiteFactsSchema } from '../shared/contracts/page-checks';
import { normaliseWebsiteUrl } from '../shared/contracts/website-url';

/** Input limits: every string has a maximum length, every list a maximum count. */
export const presenceLimits = {
  companyName: 100,
  websiteUrl: 300,
  industry: 100,
  competitor: 200,
  competitors: 5,
} as const;

/** A domain name, or an IPv4 address (the fetcher refuses private ones; local tests use loopback). */
const HOSTNAME = new RegExp(`${z.domainPattern.source}|${z.ipv4Pattern.source}`);

/** `POST /functions/v1/online-presence`; the form validates with this same schema. */
export const OnlinePresenceRequestSchema = z.object({
  companyName: requiredText('Please enter your company name.', presenceLimits.companyName, 'Company name'),
  websiteUrl: z.pipe(
    z.pipe(
      requiredText('Please enter your website URL.', presenceLimits.websiteUrl, 'Website URL'),
      z.transform(normaliseWebsiteUrl),
    ),
    z.url({ protocol: /^https?$/, hostname: HOSTNAME, error: 'Please enter a valid website address.' }),
  ),
  industry: requiredText('Please enter your industry.', presenceLimits.industry, 'Industry'),
  /** One competitor (name or address) per line, or a list as sent. */
  competitors: z.pipe(
    z.pipe(
      z._default(
        z.union([
          z.string().check(z.maxLength(presenceLimits.competitors * (presenceLimits.competitor + 2))),
          z.array(z.string()),
        ]),
        '',
      ),
      z.transform((value: string | string[]) =>
        (Array.isArray(value) ? value : value.split(/\r?\n/)).map((line) => line.trim()).filter(Boolean),
      ),
    ),
    z
      .array(
        z
          .string()
          .check(
            z.maxLength(
              presenceLimits.competitor,
              `Each competitor must be ${presenceLimits.competitor} characters or fewer.`,
            ),
          ),
      )
      .check(
        z.maxLength(
          presenceLimits.competitors,
          `Please enter at most ${presenceLimits.competitors} competitors.`,
        ),
      ),
  ),
  ...outputLanguageField,
});

export type OnlinePresenceRequest = z.infer<typeof OnlinePresenceRequestSchema>;
export type OnlinePresenceBody = z.input<typeof OnlinePresenceRequestSchema>;

/** The difficulty levels the model may estimate; no search-volume data backs them. */
export const difficulties = ['easy', 'moderate', 'hard'] as const;

const keyword = z.string().check(z.trim(), z.minLength(2), z.maxLength(80));

export const RecommendationSchema = z.object({
  recommendation: z.string().check(z.trim(), z.minLength(8), z.maxLength(200)),
  why_it_matters: z.string().check(z.trim(), z.minLength(20), z.maxLength(600)),
  how_to_do_it: z.string().check(z.trim(), z.minLength(20), z.maxLength(900)),
});

export type Recommendation = z.infer<typeof RecommendationSchema>;

/** The analysis as the model must write it (through the forced tool). */
export const PresenceAnalysisSchema = z.object({
  estimated_primary_keyword: keyword,
  keyword_difficulty_estimate: z.enum(difficulties),
  easier_alternatives: z.array(keyword).check(z.minLength(3), z.maxLength(6)),
  related_keywords: z.array(keyword).check(z.minLength(3), z.maxLength(10)),
  recommendations: z.array(RecommendationSchema).check(z.minLength(3), z.maxLength(7)),
});

export type PresenceAnalysis = z.infer<typeof PresenceAnalysisSchema>;

/** What was measured on the business's site: the shared page facts, plus robots.txt and sitemap. */
export const PresenceSiteFactsSchema = z.extend(SiteFactsSchema, {
  /** A robots.txt answered at the site's root. */
  robotsTxt: z.boolean(),
  /** That robots.txt tells every crawler (Google's, when it has its own group) to stay off the whole site. */
  robotsBlocksAll: z.boolean(),
  /** A sitemap answered at /sitemap.xml, or robots.txt names one. */
  sitemap: z.boolean(),
});

export type PresenceSiteFacts = z.infer<typeof PresenceSiteFactsSchema>;

/** A successful answer: the analysis, what it rests on, and what every generation carries. */
export const OnlinePresenceResponseSchema = z.extend(
  z.object({
    success: z.literal(true),
    companyName: z.string(),
    websiteUrl: z.string(),
    analysis: PresenceAnalysisSchema,
    /** Null when the site could not be read: the analysis then rests on the form alone. */
    siteFacts: z.nullable(PresenceSiteFactsSchema),
    /** Why the site could not be read, in words for the visitor; null when it was. */
    siteError: z.nullable(z.string()),
  }),
  GenerationMetaSchema.shape,
);

export type OnlinePresenceResponse = z.infer<typeof OnlinePresenceResponseSchema>;

/** A failed answer: `{ success: false, error }` with the shared error code. */
export const OnlinePresenceFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.optional(z.string()),
});

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const quoted = (text: string | null, missing: string) => (text ? `“${text}”` : missing);

function robotsLine(facts: PresenceSiteFacts): string {
  if (!facts.robotsTxt) return 'not found';
  return facts.robotsBlocksAll ? 'found, and it blocks every search engine from the whole site' : 'found';
}

/** A list fact names this many items at most, then how many more: a page can hold 20,000 og: tags. */
const LISTED = 10;

const listed = (items: readonly string[], separator: string) =>
  items.length > LISTED
    ? `${items.slice(0, LISTED).join(separator)} and ${items.length - LISTED} more`
    : items.join(separator);

/**
 * The measured facts as labelled lines: what the model is given and what the visitor sees under
 * 'What we found on your site', so the two never disagree.
 */
export function describeSiteFacts(facts: PresenceSiteFacts): { label: string; value: string }[] {
  const openGraph = Object.keys(facts.openGraph);
  return [
    { label: 'Address read', value: facts.url },
    { label: 'Served over HTTPS', value: yesNo(facts.https) },
    { label: 'Page title', value: quoted(facts.title, 'none') },
    { label: 'Meta description', value: quoted(facts.metaDescription, 'none') },
    { label: 'Main heading (H1)', value: quoted(facts.h1, 'none') },
    { label: 'Section headings (H2)', value: listed(facts.headings, '; ') || 'none' },
    { label: 'Words on the page', value: String(facts.wordCount) },
    { label: 'Mobile viewport tag', value: yesNo(facts.viewport) },
    { label: 'Canonical address', value: facts.canonical ?? 'none' },
    { label: 'Structured data (JSON-LD) types', value: listed(facts.jsonLdTypes, ', ') || 'none' },
    { label: 'Open Graph tags', value: listed(openGraph, ', ') || 'none' },
    { label: 'Language', value: facts.lang ?? 'not declared' },
    { label: 'robots.txt', value: robotsLine(facts) },
    { label: 'Sitemap', value: facts.sitemap ? 'found' : 'not found' },
  ];
}
