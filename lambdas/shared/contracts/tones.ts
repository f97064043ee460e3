/** The tones a headline or hook is written in, which the business profile offers too (its own module: the profile reads it on every tool page). */
export const tones = ['professional', 'casual', 'conversational', 'bold', 'humorous'] as const;

export type Tone = (typeof tones)[number];
