/**
 * What one visit costs the stage beside its routes, the ratios `npm run deploy -- <stage> --plan` multiplies by
 * the expected visitors: each with where it comes from. Each route's own requests, tokens and seconds are in its
 * declaration (catalog/routes.ts `plan`, a tool's in catalog/tools/<id>.ts), so no route is named here. Measured
 * where the code can measure it; the rest is assumed until a running stage's `npm run admin -- events` gives
 * the real counts (page views, tool submits per tool).
 */

/** A figure and where it comes from. */
export interface Sourced<T> {
  value: T;
  source: string;
}

/** Mean tokens of one grounded search, and its seconds with the page reads. */
export interface SearchFigures {
  input: number;
  output: number;
  seconds: number;
}

/** The ratios of one visit; every figure says where it comes from. */
export const planRatios = {
  pageViewsPerVisit: {
    value: 1.8,
    source: 'assumed: a tool page and one more page (a result, the blog) for most visits',
  },
  generationsPerVisit: {
    value: 0.2,
    source: 'assumed: one visit in five runs a tool (the earlier estimate of docs/deploy.md: 2,000 a 10,000)',
  },
  /** Share of research-capable generations (brief, topic ideas) that make a grounded search. */
  researchShare: {
    value: 0.6,
    source: 'assumed: the other 40 % reuse a keyword researched in the last 7 days (the cache)',
  },
  /** Tokens of one grounded search (Nova reads the search results as input), and its seconds with the reads. */
  searchTokens: {
    value: { input: 6000, output: 600, seconds: 8 } as SearchFigures,
    source:
      'assumed below the reservation (16,000 in, 1,024 out: research/grounding.ts), no account measured yet; ' +
      'seconds: bench:research',
  },
  /** Of the requests of a route that sends email: the share that asks for the result by email. */
  emailShareOfRoasts: { value: 0.5, source: 'assumed: half the roasts are sent to an inbox' },
  /** YouTube searches for a keyword not searched in the cache's time (youtube.cacheTtlHours): they spend quota. */
  youtubeNewKeywordShare: {
    value: 0.6,
    source: 'assumed, as for research: the other 40 % reuse a keyword searched within the day (the cache)',
  },
  /** Share of a day's traffic in its busiest hour: an audience in a few time zones. */
  busiestHourShare: { value: 0.1, source: 'assumed: an audience in a few neighbouring time zones' },
  /** Busiest second against the day's mean: the busiest hour, and bursts within it. */
  peakFactor: {
    value: 4,
    source: 'assumed: the busiest hour (10 % of a day, 2.4× the mean), and a second in it 1.7× that hour',
  },
  /** What a page view costs CloudFront and the browser, from the build (web/dist). */
  bytesPerPageView: {
    value: 350_000,
    source: 'bench:web: first load of a tool page about 175 KB gzip of JS plus CSS, HTML, fonts, images',
  },
  requestsPerPageView: {
    value: 12,
    source: 'bench:web: a tool page loads its HTML, entry, 6-8 chunks after preloading, CSS, favicon',
  },
  /** DynamoDB writes: the guard's two updates and the settlement's two per generation, one prune. */
  writesPerGeneration: {
    value: 5,
    source: 'bench:brief counts 2 store calls before the model and 2 after; the prune is the fifth',
  },
  /** CloudWatch Logs bytes a function invocation writes (platform lines plus our JSON lines). */
  logBytesPerInvocation: {
    value: 1500,
    source: 'assumed: START/END/REPORT and two JSON lines of Powertools Logger',
  },
  /** Custom metrics the functions publish (EMF): tokens and refusals per tool, leads, events, budget. */
  customMetrics: {
    value: 45,
    source:
      'catalog/names.ts operationsMetrics: 2 per AI tool, 1 refusal per tool, 6 lead statuses, 10 events, 3 more',
  },
  /** The tables AWS Backup copies daily in a stage that keeps its data (tables.ts `backup`: posts, leads). */
  backedUpGigabytes: {
    value: 0.5,
    source: 'assumed: posts and leads are half of the first year’s data',
  },
  dataGigabytes: {
    value: 1,
    source: 'assumed: posts, pages, leads, cached research and counters stay under 1 GB in the first year',
  },
  notFoundPerVisit: {
    value: 0.02,
    source:
      'assumed: one visit in fifty reaches a missing page (the Lambda@Edge 404 runs on cache misses only)',
  },
} satisfies Record<string, Sourced<unknown>>;

export type PlanRatios = typeof planRatios;

/** The ratios' figures alone, as the arithmetic takes them (a test passes its own). */
export type RatioValues = { [K in keyof PlanRatios]: PlanRatios[K]['value'] };

/** The figures of the shipped ratios. */
export const ratioValues = (): RatioValues =>
  Object.fromEntries(Object.entries(planRatios).map(([key, { value }]) => [key, value])) as RatioValues;
