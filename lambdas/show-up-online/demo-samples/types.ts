import type { PresenceAnalysis } from '../contract';

/** One recommendation as written: what to do, why it matters, how to do it. */
export type RecommendationRow = readonly [recommendation: string, why: string, how: string];

/**
 * An archetype’s analysis, written longest: 6 easier alternatives, 10 related keywords and 7
 * recommendations, most important first; shorter versions keep the first of each.
 */
export interface PresenceSample {
  primary: string;
  difficulty: PresenceAnalysis['keyword_difficulty_estimate'];
  alternatives: readonly string[];
  related: readonly string[];
  recommendations: readonly RecommendationRow[];
}
