import { OnlinePresenceRequestSchema, PresenceAnalysisSchema } from '@lambdas/show-up-online/contract';
import type { PresenceInput } from '@lambdas/show-up-online/prompt';
import { demoPresenceAnalysis } from '@lambdas/show-up-online/demo';
import { presenceBody, siteFacts } from '../../support/show-up-online-fixtures';

const input = (
  overrides: Parameters<typeof presenceBody>[0] = {},
  site: Partial<PresenceInput> = { siteFacts: siteFacts(), siteError: null },
): PresenceInput => ({
  request: OnlinePresenceRequestSchema.parse(presenceBody(overrides)),
  siteFacts: null,
  siteError: null,
  ...site,
});

const unreachable = { siteFacts: null, siteError: 'We could not reach that page: the site did not answer' };

const fixtures: PresenceInput[] = [
  input(),
  input({ industry: 'Plumbing', competitors: '' }, unreachable),
  input({ industry: 'SaaS analytics for independent coffee shops and the people who run them' }),
  input({ industry: 'Dental clinic!!', companyName: 'Smile Studio (Leeds) Ltd.' }),
  input(
    { industry: 'Wedding photography' },
    {
      siteFacts: siteFacts({
        https: false,
        title: null,
        metaDescription: null,
        h1: null,
        headings: [],
        wordCount: 42,
        jsonLdTypes: [],
        viewport: false,
        robotsTxt: true,
        robotsBlocksAll: true,
        sitemap: false,
      }),
      siteError: null,
    },
  ),
];

const allText = (analysis: ReturnType<typeof demoPresenceAnalysis>) =>
  [
    analysis.estimated_primary_keyword,
    ...analysis.easier_alternatives,
    ...analysis.related_keywords,
    ...analysis.recommendations.flatMap((r) => [r.recommendation, r.why_it_matters, r.how_to_do_it]),
  ].join('\n');

describe('the demo online presence analysis', () => {
  it.each(fixtures.map((fixture, i) => [i, fixture] as const))(
    'fits the model’s schema and reads as English for fixture %i',
    (_i, fixture) => {
      const analysis = demoPresenceAnalysis(fixture);
      expect(PresenceAnalysisSchema.safeParse(analysis).error).toBeUndefined();
      const text = allText(analysis);
      expect(text).not.toMatch(/undefined|null|NaN|\[object| {2}| ,|\.\.|\s(?:and|for|of|the|to)\s*$/m);
      for (const r of analysis.recommendations) {
        expect(r.why_it_matters).toMatch(/^[A-Z“"].*[.!?]$/s);
        expect(r.how_to_do_it).toMatch(/^[A-Z].*[.!?]$/s);
      }
    },
  );

  it('is deterministic and depends on the input', () => {
    expect(demoPresenceAnalysis(input())).toEqual(demoPresenceAnalysis(input()));
    expect(demoPresenceAnalysis(input({ industry: 'Florist' })).estimated_primary_keyword).toBe(
      'florist near me',
    );
    expect(demoPresenceAnalysis(input()).estimated_primary_keyword).toBe('artisan bakery');
    expect(demoPresenceAnalysis(input()).easier_alternatives[0]).toBe('crumb & co artisan bakery');
  });

  it('estimates broad one-word phrases as hard and long specific ones as easy', () => {
    const difficulty = (industry: string) =>
      demoPresenceAnalysis(input({ industry })).keyword_difficulty_estimate;
    expect(difficulty('Plumbing')).toBe('hard');
    expect(difficulty('Artisan bakery')).toBe('moderate');
    expect(difficulty('Vegan wedding cake bakery')).toBe('easy');
  });

  it('leads with what the measured facts call for, naming each fact', () => {
    const analysis = demoPresenceAnalysis(fixtures[4]!);
    const titles = analysis.recommendations.map((r) => r.recommendation);
    expect(titles[0]).toBe('Stop robots.txt from blocking search engines');
    expect(titles).toContain('Move the site to HTTPS');
    expect(analysis.recommendations.length).toBeLessThanOrEqual(7);
    expect(allText(analysis)).toContain('Your home page has no title tag');
  });

  it('quotes a title that misses the phrase, and uses the site’s own headings as keywords', () => {
    const analysis = demoPresenceAnalysis(
      input({}, { siteFacts: siteFacts({ title: 'Welcome to Crumb & Co' }), siteError: null }),
    );
    expect(analysis.recommendations[0]!.why_it_matters).toBe(
      'Your home page title is “Welcome to Crumb & Co”. It does not mention “artisan bakery”, the phrase customers are most likely to search for.',
    );
    expect(analysis.related_keywords).toEqual(expect.arrayContaining(['sourdough', 'celebration cakes']));
    expect(analysis.related_keywords).not.toContain('contact us');
    expect(analysis.related_keywords).toContain('breadhouse.example alternatives');
  });

  it('says first that the site could not be read, with the reason', () => {
    const first = demoPresenceAnalysis(fixtures[1]!).recommendations[0]!;
    expect(first.recommendation).toBe('Check that your website can be reached');
    expect(first.why_it_matters).toMatch(
      /^We could not reach that page: the site did not answer\. This analysis therefore rests on what you told us/,
    );
  });

  it('cuts a long industry at a word boundary without a dangling joining word', () => {
    const analysis = demoPresenceAnalysis(fixtures[2]!);
    expect(analysis.estimated_primary_keyword).toBe('saas analytics for independent coffee');
  });
});
