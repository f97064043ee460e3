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
