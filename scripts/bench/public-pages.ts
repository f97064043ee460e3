import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_POST_SLUG } from './bench-api';

// The registry's page loaders name SPA modules this project does not type-check: load it untyped, by value.
const registry = '../../web/src/config/tools';

/** Every public page: home, each tool, the policy, the blog, a post, and a /tools page if one was rendered. */
export async function publicPages(dist: string): Promise<string[]> {
  const { tools } = (await import(registry)) as { tools: { path: string }[] };
  const toolsDir = join(dist, 'tools');
  const rendered = existsSync(toolsDir) ? readdirSync(toolsDir).filter((slug) => !slug.includes('.')) : [];
  return [
    '/',
    ...tools.map((tool) => tool.path),
    '/privacy-policy',
    '/blog',
    `/blog/${BENCH_POST_SLUG}`,
    ...rendered.slice(0, 1).map((slug) => `/tools/${slug}`),
  ];
}
