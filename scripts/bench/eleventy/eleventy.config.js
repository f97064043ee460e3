/**
 * Eleventy's side of `npm run bench:publish`: a minimal Eleventy blog as Eleventy's own starter lays one out
 * (a Markdown file per post with front matter, Liquid layouts, a paginated list), rendering the bench's posts
 * one page per post (`blog/<slug>/`) and seven a list page (`blog/page/N/`). The bench copies this folder,
 * writes the posts into posts/ and runs Eleventy's CLI in the copy (scripts/bench/publish-run.ts).
 */

/** @param {{ setLibrary?: unknown }} _eleventyConfig Eleventy's defaults: Liquid templates, markdown-it. */
export default function configure(_eleventyConfig) {}

export const config = { markdownTemplateEngine: 'liquid', htmlTemplateEngine: 'liquid' };
