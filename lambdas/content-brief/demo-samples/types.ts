import type { ContentType } from '../contract';

/** A brief for each content type, plus one for a single post of at most 280 characters. */
export type BriefKind = ContentType | 'single-post';

/** An archetype’s briefs, written with line markers (see demo-levels.ts): '~' standard and longer, '+' longer only. */
export type BriefSamples = Record<BriefKind, string>;
