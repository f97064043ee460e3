import type { BlogContentType } from '../contract';

/** One idea as written: title, format, why it earns readers, and an optional call to action. */
export type IdeaRow = readonly [
  title: string,
  type: Exclude<BlogContentType, 'mixed'>,
  reasoning: string,
  cta?: string,
];

/** An archetype’s ideas: two pools of 8, the second for 'Another version' (issue 28). */
export type IdeaSamples = readonly [first: readonly IdeaRow[], second: readonly IdeaRow[]];
