import type {
  OnlinePresenceBody,
  PresenceAnalysis,
  PresenceSiteFacts,
  Recommendation,
} from '../../lambdas/show-up-online/contract';

/**
 * A complete, valid request body. Its website is refused by the fetcher's address policy before
 * any connection is made (loopback, not allowlisted), so tests that only need an answer stay local.
 */
export const presenceBody = (overrides: Partial<OnlinePresenceBody> = {}): OnlinePresenceBody => ({
  companyName: 'Crumb & Co',
  websiteUrl: 'https://127.0.0.1',
  industry: 'Artisan bakery',
  competitors: 'Golden Crust Bakery\nhttps://www.breadhouse.example/shop',
  ...overrides,
});

/** What a well-built small-business home page measures as. */
export const siteFacts = (overrides: Partial<PresenceSiteFacts> = {}): PresenceSiteFacts => ({
  url: 'https://crumbandco.example/',
  https: true,
  title: 'Artisan bakery in Leeds | Crumb & Co',
  metaDescription: 'Sourdough, pastries and celebration cakes baked fresh every morning in Leeds.',
  h1: 'Fresh sourdough, baked every morning',
  headings: ['Our sourdough', 'Celebration cakes', 'Contact us'],
  wordCount: 640,
  canonical: 'https://crumbandco.example/',
  jsonLdTypes: ['Bakery', 'LocalBusiness'],
  openGraph: { 'og:title': 'Crumb & Co' },
  viewport: true,
  lang: 'en',
  robotsTxt: true,
  robotsBlocksAll: false,
  sitemap: true,
  ...overrides,
});

/** A well-formed recommendation, as a model would answer it. */
export const recommendation = (title: string, overrides: Partial<Recommendation> = {}): Recommendation => ({
  recommendation: title,
  why_it_matters: 'Your home page has no meta description, so search engines pick the snippet themselves.',
  how_to_do_it: 'Write 140 to 160 characters that say what you bake, where, and how to order.',
  ...overrides,
});

/** A well-formed analysis, as a model would answer it through the forced tool. */
export const presenceAnalysis = (overrides: Partial<PresenceAnalysis> = {}): PresenceAnalysis => ({
  estimated_primary_keyword: 'artisan bakery leeds',
  keyword_difficulty_estimate: 'moderate',
  easier_alternatives: ['sourdough bread leeds', 'celebration cakes leeds', 'bakery near headingley'],
  related_keywords: ['fresh bread', 'sourdough loaf', 'custom cakes'],
  recommendations: [
    recommendation('Add a meta description to the home page'),
    recommendation('Claim your Google Business Profile'),
    recommendation('Ask customers for reviews'),
  ],
  ...overrides,
});
