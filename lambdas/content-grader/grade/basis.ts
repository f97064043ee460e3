/** Pure, browser-safe and without zod: whether a grade rests on sources, and the cap of one that does not. */

/** A grade without sources stays at most this: what ranks was never compared. */
export const DRAFT_ONLY_CAP = 90;

/** Whether any ranking page was compared with the draft: a grade without is "draft only", at most DRAFT_ONLY_CAP. */
export const comparedWithSources = (grade: {
  basis: string;
  targets?: { sourceWords: readonly unknown[] } | undefined;
}): boolean => (grade.targets ? grade.targets.sourceWords.length > 0 : grade.basis === 'sources');
