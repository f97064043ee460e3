/** The page numbers to show around the current one; `'gap'` marks skipped pages. */
export function pageNumbers(current: number, last: number): (number | 'gap')[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const near = [1, current - 1, current, current + 1, last].filter((n) => n >= 1 && n <= last);
  const unique = [...new Set(near)].sort((a, b) => a - b);
  return unique.flatMap((n, i) => (i > 0 && n - unique[i - 1]! > 1 ? (['gap', n] as const) : [n]));
}
