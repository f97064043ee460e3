import { foldAccents } from '../shared/documents/text';
import type { BlogIdea } from './contract';

const normalise = foldAccents;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for a topic as whole words, with any punctuation or spacing between them, in singular
 * or plural: "podcasts" matches "podcast", "Podcasts" and "podcast's"; "ai" does not match "email".
 */
function topicPattern(topic: string): RegExp | undefined {
  const words = normalise(topic)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const last = words.pop();
  if (!last) return undefined;
  const stem = last.length >= 5 && /[^s]s$/.test(last) ? last.slice(0, -1) : last;
  const body = [...words.map(escape), `${escape(stem)}(?:s|es)?`].join('[^\\p{L}\\p{N}]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
}

/** The first excluded topic the text mentions, if any. */
export function excludedTopicIn(text: string, topics: readonly string[]): string | undefined {
  const haystack = normalise(text);
  return topics.find((topic) => topicPattern(topic)?.test(haystack));
}

/** Everything an idea shows the visitor, so an excluded topic can hide in none of it. */
const ideaText = (idea: BlogIdea) =>
  [idea.title, idea.type, idea.reasoning, idea.example_cta ?? ''].join('\n');

/** The excluded topic an idea mentions, in any of its fields. */
export const excludedTopicOf = (idea: BlogIdea, topics: readonly string[]): string | undefined =>
  excludedTopicIn(ideaText(idea), topics);

/** The ideas that mention none of the excluded topics, in their order. */
export const withoutExcluded = (ideas: readonly BlogIdea[], topics: readonly string[]): BlogIdea[] =>
  ideas.filter((idea) => !excludedTopicOf(idea, topics));
