/**
 * What one visit costs the stage, the ratios `npm run deploy -- <stage> --plan` multiplies by the expected
 * visitors: each with where it comes from. Measured where the code can measure it; the rest is assumed until a
 * running stage's `npm run admin -- events` gives the real counts (page views, tool submits per tool).
 */

import { MEASURED_TOKENS } from '../../../lambdas/shared/tool-kit/declaration';
import { toolDeclarations } from '../../../lambdas/shared/tool-kit/manifest';

/** A figure and where it comes from. */
export interface Sourced<T> {
  value: T;
  source: string;
}

/** Mean tokens of one generation of a tool, and its mean duration in seconds (for concurrency). */
export interface ToolFigures {
  input: number;
  output: number;
  seconds: number;
}

/** Refine's figures, and its share of generations: one result in ten refined. */
const REFINE = { input: 1420, output: 550, seconds: 8 };
const REFINE_SHARE = 0.1;

/** Each tool's declared weight, normalised so the tools share what refine leaves. */
function toolMix(): Record<string, number> {
  const total = toolDeclarations.reduce((sum, { plan }) => sum + plan.weight, 0);
  return {
    ...Object.fromEntries(
      toolDeclarations.map(({ id, plan }) => [id, ((1 - REFINE_SHARE) * plan.weight) / total]),
    ),
    refine: REFINE_SHARE,
  };
}

const assumedSeconds =
  'assumed: Haiku writes about 100 tokens a second after a first word within 2 s; research adds its grounded ' +
  'search and page reads (bench:research: about 8 s locally, capped by research.timeoutMs)';

/** The ratios of one visit; every figure says where it comes from. */
export const planRatios = {
  pageViewsPerVisit: {
    value: 1.8,
    source: 'assumed: a tool page and one more page (a result, the blog) for most visits',
  },
  beaconsPerVisit: {
    value: 3,
    source: 'docs/architecture.md decision 20: one beacon a page view and one on leaving (1.8 views a visit)',
  },
  generationsPerVisit: {
    value: 0.2,
    source: 'assumed: one visit in five runs a tool (the earlier estimate of docs/deploy.md: 2,000 a 10,000)',
  },
  /** Share of generations per AI route (each tool's declared weight, normalised with refine's); they add up to 1. */
  toolMix: {
    value: toolMix(),
    source:
      'each tool’s declared weight (lambdas/<id>/tool.ts `plan`), assumed from the home page’s order of tools; refine: one result in ten refined',
  },
  tokensByTool: {
    value: {
      ...Object.fromEntries(
        toolDeclarations.map(({ id, plan }) => [
          id,
          { input: plan.input, output: plan.output, seconds: plan.seconds },
        ]),
      ),
      refine: REFINE,
    } as Record<string, ToolFigures>,
    source: `each tool’s declared figures and their source (lambdas/<id>/tool.ts \`plan\`); refine: ${MEASURED_TOKENS}; seconds ${assumedSeconds}`,
  },
  /** Share of research-capable generations (brief, topic ideas) that make a grounded search. */
  researchShare: {
    value: 0.6,
    source: 'assumed: the other 40 % reuse a keyword researched in the last 7 days (the cache)',
  },
  /** Tokens of one grounded search (Nova reads the search results as input), and its seconds with the reads. */
  searchTokens: {
    value: { input: 6000, output: 600, seconds: 8 } as ToolFigures,
    source:
      'assumed below the reservation (16,000 in, 1,024 out: research/grounding.ts), no account measured yet; ' +
      'seconds: bench:research',
  },
  /** Requests a visit makes to the API besides the tools and beacons (one site-config, some blog reads). */
  readsPerVisit: {
    value: { 'site-config': 1, 'blog-posts': 0.15, 'blog-post': 0.05, 'programmatic-page': 0.05 } as Record<
      string,
      number
    >,
    source:
      'assumed: the SPA reads /api/site-config once a visit; blog pages are prerendered, reads follow links',
  },
  /** One YouTube search per content-ideas run; a roast email per roast that asks for it. */
  youtubeSearchesPerIdeaRun: { value: 1, source: 'the YouTube tool searches, then asks for ideas' },
  emailShareOfRoasts: { value: 0.5, source: 'assumed: half the roasts are sent to an inbox' },
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
  writesPerBeacon: {
    value: 6,
    source: 'docs/deploy.md: about 6 counter writes a beacon, plus the guard’s update',
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
      'infra/names.ts operationsMetrics: 2 per AI tool, 1 refusal per tool, 6 lead statuses, 10 events, 3 more',
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
