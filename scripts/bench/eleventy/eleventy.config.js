/**
 * Eleventy's side of `npm run bench:publish`: a minimal Eleventy project that renders the bench's posts as a
 * static generator would, one page per post (`blog/<slug>/`) and list pages of seven (`blog/page/N/`), so the
 * bench compares our full render with a field tool's on the same posts. The posts come as a JSON file named
 * by BENCH_POSTS (newest first, the fields of a stored post).
 */
import { readFileSync } from 'node:fs';

/** @param {{ addGlobalData(name: string, data: () => unknown): void }} eleventyConfig */
export default function configure(eleventyConfig) {
  const file = process.env.BENCH_POSTS;
  if (!file) throw new Error('BENCH_POSTS must name the JSON file of the posts to render.');
  eleventyConfig.addGlobalData('posts', () => JSON.parse(readFileSync(file, 'utf8')));
}

export const config = { dir: { input: 'site' } };
