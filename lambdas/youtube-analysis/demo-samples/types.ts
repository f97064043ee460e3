/** One idea as written: title, summary, format, call to action, and the sample videos (by number) it builds on. */
export type VideoIdeaRow = readonly [
  title: string,
  summary: string,
  format: string,
  cta: string,
  basedOn: readonly number[],
];

/** An archetype’s video ideas: two pools of 8, the second for 'Another version' (issue 28). */
export type VideoIdeaSamples = readonly [first: readonly VideoIdeaRow[], second: readonly VideoIdeaRow[]];
