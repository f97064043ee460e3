/**
 * The website address as the roast and Show Up Online forms send it: any http(s):// prefix and a leading
 * www. removed, then https:// prepended; an empty entry stays empty.
 */
export function normaliseWebsiteUrl(input: string): string {
  const bare = input
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '');
  return bare ? `https://${bare}` : '';
}
