/** The written lengths of a text sample: short, standard and long. */
export const levels = [0, 1, 2] as const;

export type Level = (typeof levels)[number];

/**
 * A text sample at one of its written lengths. Its author marks lines: a line starting '~' is left
 * out of the short version, a line starting '+' appears only in the long one; others are always in.
 * Blank lines left next to each other by the cut become one.
 */
export function textAt(source: string, level: Level): string {
  const kept = source
    .trim()
    .split('\n')
    .filter((line) => (line.startsWith('+') ? level >= 2 : line.startsWith('~') ? level >= 1 : true))
    .map((line) => line.replace(/^[~+]/, ''));
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Words as a reader counts them, for the rule that Shorter really is shorter. */
export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Every word a reader sees in an answer: a text's, or the words of an object's strings. */
export const wordsOf = (answer: unknown): number =>
  typeof answer === 'string'
    ? wordCount(answer)
    : Array.isArray(answer)
      ? answer.reduce((sum: number, item) => sum + wordsOf(item), 0)
      : answer && typeof answer === 'object'
        ? wordsOf(Object.values(answer))
        : 0;

/** Shorter and Longer change an answer's words by at least this share (issue 46.3), or say why not. */
export const MIN_LENGTH_CHANGE = 0.15;

/** Whether `next` is at least MIN_LENGTH_CHANGE shorter (`-1`) or longer (`1`) in words than `from`. */
export const changedEnough = (from: unknown, next: unknown, direction: -1 | 1): boolean => {
  const [before, after] = [wordsOf(from), wordsOf(next)];
  return direction < 0
    ? after <= before * (1 - MIN_LENGTH_CHANGE)
    : after >= before * (1 + MIN_LENGTH_CHANGE);
};
