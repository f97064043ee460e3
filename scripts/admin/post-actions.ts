import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  looksLikeUuid,
  PostRecordSchema,
  type PostHead,
  type PostRecord,
} from '../../lambdas/shared/repositories/post-record';
import type { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import { CliError } from './cli-error';
import { readPostFile, toPostFile, type FieldOverrides, type PostFile } from './post-files';

/** A post by slug, or by id when the argument is a UUID, published or not. */
export async function resolvePost(posts: PostsRepository, slugOrId: string): Promise<PostRecord> {
  const bySlug = await posts.findBySlug(slugOrId);
  if (bySlug.length > 1) {
    throw new CliError(
      `Several posts use the slug '${slugOrId}'; name one by id.`,
      bySlug.map((p) => p.id),
    );
  }
  const id = bySlug[0]?.id ?? (looksLikeUuid(slugOrId) ? slugOrId : undefined);
  const post = id ? await posts.findById(id) : undefined;
  if (!post) {
    throw new CliError(`No post with slug or id '${slugOrId}'.`, [
      '`npm run admin -- posts list` shows every post',
    ]);
  }
  return post;
}

/** Slugs used twice among the files about to be added. */
export function repeatedSlugs(files: readonly PostFile[]): string[] {
  const first = new Map<string, string>();
  const problems: string[] = [];
  for (const { file, post } of files) {
    const earlier = first.get(post.slug);
    if (earlier) problems.push(`${file}: duplicate slug '${post.slug}' (also in ${earlier})`);
    else first.set(post.slug, file);
  }
  return problems;
}

/** Slugs already taken in the store by another post, and, for new posts, ids already taken. */
export async function clashesInStore(
  posts: PostsRepository,
  candidates: readonly PostRecord[],
  mode: 'create' | 'replace',
) {
  const problems: string[] = [];
  for (const post of candidates) {
    const same = mode === 'create' ? await posts.findById(post.id) : undefined;
    if (same) {
      problems.push(`post id ${post.id} already exists as '${same.slug}': change it with \`posts update\``);
      continue;
    }
    const owner = (await posts.findBySlug(post.slug)).find((other) => other.id !== post.id);
    if (owner) problems.push(`duplicate slug '${post.slug}': already used by '${owner.title}' (${owner.id})`);
  }
  return problems;
}

/** The post after an update: from a file (missing fields keep their values) and/or field options. */
export async function updatedPost(
  existing: PostRecord,
  file: string | undefined,
  overrides: FieldOverrides,
): Promise<PostRecord> {
  if (file) return { ...(await readPostFile(file, overrides, existing)).post, id: existing.id };
  const result = PostRecordSchema.safeParse({ ...existing, ...overrides });
  if (!result.success) {
    throw new CliError(
      'Invalid update; nothing was changed.',
      result.error.issues.map((i) => `'${i.path.join('.')}' ${i.message}`),
    );
  }
  return result.data;
}

/** One line describing a post for the terminal. */
export const describePost = (post: PostHead): string =>
  `'${post.slug}' (${post.published ? 'published' : 'draft'}, ${post.date}, id ${post.id})`;

/** Writes every post as `<slug>.html` with front matter, ready for `posts add <folder>`. */
export async function exportPosts(all: readonly PostRecord[], folder: string, dryRun: boolean) {
  if (!dryRun) await mkdir(folder, { recursive: true });
  const written: string[] = [];
  for (const post of all) {
    const path = join(folder, `${post.slug}.html`);
    if (!dryRun) await writeFile(path, toPostFile(post));
    written.push(path);
  }
  return written;
}
