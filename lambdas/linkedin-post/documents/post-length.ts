/**
 * LinkedIn's limits and our post-length rules. Pure and browser-safe: the prompt states them, the demo
 * follows them, the route and the preview measure every post against them.
 */
import type { PostStats } from '../contract';
import { postLengths, type PostLength } from '../fields';

export { postLengths, type PostLength };

/** The most characters a LinkedIn post may have. */
export const LINKEDIN_MAX_CHARACTERS = 3000;
/** The feed shows about this many characters of a post before '…see more'. */
export const LINKEDIN_FOLD_CHARACTERS = 210;

export interface LengthRule {
  label: string;
  minParagraphs: number;
  /** Undefined: no upper bound ('5+'). */
  maxParagraphs?: number;
  /** Character budget of the whole post, hashtags included; always under LinkedIn's limit. */
  maxCharacters: number;
}

/** docs/product.md#linkedin-post: short = 1-2 paragraphs, medium = 3-4, long = 5+; the budgets are ours. */
export const lengthRules: Record<PostLength, LengthRule> = {
  short: { label: 'Short', minParagraphs: 1, maxParagraphs: 2, maxCharacters: 600 },
  medium: { label: 'Medium', minParagraphs: 3, maxParagraphs: 4, maxCharacters: 1300 },
  long: { label: 'Long', minParagraphs: 5, maxCharacters: 2800 },
};

/** '1-2', '3-4' or '5+'. */
export const paragraphRange = ({ minParagraphs, maxParagraphs }: LengthRule): string =>
  maxParagraphs ? `${minParagraphs}-${maxParagraphs}` : `${minParagraphs}+`;

/** Characters as a reader counts them (code points): an emoji is one, not two UTF-16 units. */
export const characterCount = (text: string): number => Array.from(text).length;

const HASHTAGS_ONLY = /^(?:#[\p{L}\p{N}_]+[\s,]*)+$/u;

/** Blocks separated by a blank line; a closing line of hashtags alone is not a paragraph. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block && !HASHTAGS_ONLY.test(block));
}

/**
 * The post cut where LinkedIn's '…see more' falls: what the feed shows, and the rest. The feed ends
 * the shown part at a word boundary, so a word is never split unless it alone runs past the fold.
 */
export function splitAtFold(text: string): [visible: string, hidden: string] {
  const chars = Array.from(text);
  if (chars.length <= LINKEDIN_FOLD_CHARACTERS) return [text, ''];
  const atSpace = /\s/.test(chars[LINKEDIN_FOLD_CHARACTERS]!);
  const lastSpace = chars.slice(0, LINKEDIN_FOLD_CHARACTERS + 1).findLastIndex((char) => /\s/.test(char));
  const cut = atSpace ? LINKEDIN_FOLD_CHARACTERS : lastSpace > 0 ? lastSpace : LINKEDIN_FOLD_CHARACTERS;
  return [chars.slice(0, cut).join(''), chars.slice(cut).join('')];
}

/** Measures a post against LinkedIn's limits and the rule of the length that was asked for. */
export function measurePost(post: string, length: PostLength): PostStats {
  const text = post.trim();
  const rule = lengthRules[length];
  const paragraphs = paragraphsOf(text);
  const characters = characterCount(text);
  const hookCharacters = characterCount(paragraphs[0] ?? '');
  return {
    characters,
    paragraphs: paragraphs.length,
    hookCharacters,
    paragraphsOnTarget:
      paragraphs.length >= rule.minParagraphs && paragraphs.length <= (rule.maxParagraphs ?? Infinity),
    withinBudget: characters <= rule.maxCharacters,
    withinLinkedInLimit: characters <= LINKEDIN_MAX_CHARACTERS,
    hookBeforeFold: hookCharacters > 0 && hookCharacters <= LINKEDIN_FOLD_CHARACTERS,
  };
}

/** The post length a post's paragraphs fit (1-2 short, 3-4 medium, 5+ long). */
const lengthOf = (post: string): PostLength => {
  const paragraphs = paragraphsOf(post).length;
  return paragraphs <= 2 ? 'short' : paragraphs <= 4 ? 'medium' : 'long';
};

/** The length a refined post is measured against: one step down for Shorter, up for Longer. */
export function refinedLength(previous: string, instruction: { kind: string }): PostLength {
  const at = postLengths.indexOf(lengthOf(previous));
  const step = instruction.kind === 'shorter' ? -1 : instruction.kind === 'longer' ? 1 : 0;
  return postLengths[Math.min(postLengths.length - 1, Math.max(0, at + step))]!;
}
