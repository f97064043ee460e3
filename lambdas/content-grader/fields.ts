/** The request's plain data (options, labels, limits): zod-free, so a form offers them without loading the schema; the contract re-exports it. */
/** Input limits: every string and list has a maximum. */
export const contentGraderLimits = {
  keyword: { min: 2, max: 80 },
  draft: 30_000,
  url: 2048,
  audience: 300,
  /** A brief's targets: its headings and questions, each at most one line. */
  targets: 40,
  target: 200,
} as const;
