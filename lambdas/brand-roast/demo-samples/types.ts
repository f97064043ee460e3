/**
 * An archetype’s roast and rebuild. The roast and the pitch are written one sentence a line with
 * line markers (see demo-levels.ts); taglines come in two pools of 5, the second for 'Another
 * version'; voice lists 5 adjectives, of which shorter versions keep the first.
 */
export interface RoastSample {
  roast: string;
  taglines: readonly [first: readonly string[], second: readonly string[]];
  pitch: string;
  voice: readonly string[];
}
