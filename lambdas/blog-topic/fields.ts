/** The request's plain data (options, labels, limits): zod-free, so a form offers them without loading the schema; the contract re-exports it. */
/** Content types (docs/product.md#blog-topics names only the default, how-to), with their display labels. */
export const blogContentTypeLabels = {
  'how-to': 'How-to guide',
  listicle: 'Listicle',
  'ultimate-guide': 'Ultimate guide',
  'case-study': 'Case study',
  opinion: 'Opinion piece',
  comparison: 'Comparison',
  mixed: 'Mix of types',
} as const;

export type BlogContentType = keyof typeof blogContentTypeLabels;

/** docs/product.md#blog-topics: the tool promises 5-10 ideas. */
export const IDEA_COUNT = { min: 5, max: 10 } as const;

/** Input limits: every string has a maximum length, every list a maximum count. */
export const blogLimits = {
  industry: 100,
  audience: 300,
  keyword: 60,
  keywords: 10,
  url: 500,
  urls: 5,
  exclusion: 60,
  exclusions: 10,
} as const;
