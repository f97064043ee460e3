/** The request's plain data (options, labels, limits): zod-free, so a form offers them without loading the schema; the contract re-exports it. */
/** Longest keyword accepted: search phrases are short, and the cache key must stay small. */
export const KEYWORD_MAX_CHARS = 100;
