import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { marked } from 'marked';
import YAML from 'yaml';
import {
  PostRecordSchema,
  type PostFields,
  type PostRecord,
} from '../../lambdas/shared/repositories/post-record';
import { CliError } from './cli-error';
import { sanitizePostHtml } from './sanitize';
import { slugify } from '../../lambdas/shared/documents/text';

const MARKDOWN = ['.md', '.markdown'];
const HTML = ['.html', '.htm'];
const REQUIRED = ['title', 'author', 'category', 'excerpt', 'date'] as const;
const KNOWN = new Set<string>(['id', 'slug', ...REQUIRED, 'published']);

/** A post file: YAML front matter, then a Markdown or HTML body. */
export interface PostFile {
  file: string;
  post: PostRecord;
}

/** Field values given on the command line; they win over the front matter. */
export type FieldOverrides = Partial<PostFields>;

/** A post slug from its title: dashed lowercase words, at most 100 characters. */
export const postSlug = (title: string): string => slugify(title, 100);

/** A first line `---`, the YAML, then a line `---`; whatever follows is the body. */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * A post file's front matter and body (a file without front matter is all body). The YAML is read as YAML
 * 1.2 core, which keeps `date: 2025-13-40` the string it is (YAML 1.1 would roll it over into a real date)
 * and `published: yes` a string, not a boolean.
 */
function splitFrontMatter(file: string): { data: Record<string, unknown>; content: string } {
  const text = file.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, content: text };
  const data: unknown = YAML.parse(match[1] ?? '') ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error('It is not a list of fields.');
  return { data: data as Record<string, unknown>, content: text.slice(match[0].length) };
}

/** Expands folders into their post files, sorted; a missing path fails. */
export async function expandPostPaths(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined);
    if (!info) throw new CliError(`File not found: ${path}`);
    if (!info.isDirectory()) files.push(path);
    else {
      const names = (await readdir(path)).filter((n) => [...MARKDOWN, ...HTML].includes(extname(n)));
      files.push(...names.sort().map((name) => join(path, name)));
    }
  }
  return files;
}

/**
 * Reads and validates one post file; every problem is listed. `defaults` fill fields the front
 * matter leaves out (an update keeps the stored values); `overrides` win over it.
 */
export async function readPostFile(
  file: string,
  overrides: FieldOverrides = {},
  defaults: Partial<PostRecord> = {},
): Promise<PostFile> {
  const kind = extname(file).toLowerCase();
  if (![...MARKDOWN, ...HTML].includes(kind)) {
    throw new CliError(`${file}: not a post file`, ['use a .md, .markdown, .html or .htm file']);
  }
  const text = await readFile(file, 'utf8').catch(() => {
    throw new CliError(`File not found: ${file}`);
  });
  let parsed: ReturnType<typeof splitFrontMatter>;
  try {
    parsed = splitFrontMatter(text);
  } catch (err) {
    throw new CliError(`${file}: the front matter is not valid YAML`, [(err as Error).message]);
  }
  const { content: _stored, ...fallback } = defaults;
  const data: Record<string, unknown> = { ...fallback, ...parsed.data, ...overrides };
  const missing: string[] = REQUIRED.filter((field) => data[field] === undefined || data[field] === null);
  const unknown = Object.keys(data).filter((field) => !KNOWN.has(field));
  // Without a title there is no slug to derive: the missing title is the one problem to report.
  const unreported = missing.includes('title') && data.slug === undefined ? [...missing, 'slug'] : missing;
  const body = MARKDOWN.includes(kind) ? await marked.parse(parsed.content) : parsed.content;
  const candidate = {
    ...data,
    id: typeof data.id === 'string' ? data.id.toLowerCase() : (data.id ?? randomUUID()),
    slug: data.slug ?? (typeof data.title === 'string' ? postSlug(data.title) : undefined),
    published: data.published ?? false,
    content: sanitizePostHtml(body),
  };
  const result = PostRecordSchema.safeParse(candidate);
  const problems = [
    ...missing.map((field) => `missing front matter field '${field}'`),
    ...unknown.map((field) => `unknown front matter field '${field}'`),
    ...(result.error?.issues ?? [])
      .filter((issue) => !unreported.includes(String(issue.path[0])))
      .map((issue) => `'${issue.path.join('.')}' ${issue.message}`),
  ];
  if (problems.length || !result.success) throw new CliError(`${file}: invalid post`, problems);
  return { file, post: result.data };
}

/** Reads every file, collecting the problems of all of them before failing. */
export async function readPostFiles(files: readonly string[], overrides: FieldOverrides = {}) {
  const posts: PostFile[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      posts.push(await readPostFile(file, overrides));
    } catch (err) {
      if (!(err instanceof CliError)) throw err;
      problems.push(...(err.problems.length ? err.problems.map((p) => `${file}: ${p}`) : [err.message]));
    }
  }
  return { posts, problems };
}

/** The file an export writes: front matter with every field, then the stored HTML. */
export function toPostFile(post: PostRecord): string {
  const { content, ...fields } = post;
  return `---\n${YAML.stringify(fields)}---\n${content}\n`;
}
