/** The cache key of a search: trimmed, lower-cased, runs of whitespace collapsed to one space. */
export const normaliseKeyword = (keyword: string): string =>
  keyword.trim().toLowerCase().replace(/\s+/g, ' ');
