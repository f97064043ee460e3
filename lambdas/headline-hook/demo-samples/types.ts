import type { EmotionalTrigger, HookStyle } from '../contract';

/** A list sample and its second pool, for 'Another version' (issue 28). */
export type Pools = readonly [first: readonly string[], second: readonly string[]];

/** An archetype’s headlines (10 + 10 per trigger, at most 50 characters each) and hooks (5 + 5 per style). */
export interface HeadlineSamples {
  headlines: Record<EmotionalTrigger, Pools>;
  hooks: Record<HookStyle, Pools>;
}
