import type { PostType } from '../contract';

/**
 * An archetype’s posts, one per tab, written with line markers (see demo-levels.ts): unmarked
 * paragraphs make the short post, '~' paragraphs join them in the medium one, '+' in the long one.
 */
export type PostSamples = Record<PostType, string>;
