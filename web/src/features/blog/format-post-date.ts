/** `2025-03-14` → `03-14-2025` (docs/product.md#blog: MM-dd-yyyy), read as a calendar date so no time zone shifts it. */
export function formatPostDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}-${day}-${year}`;
}
