import type { CoverageStatus, GradeItem, GradeKind } from '../contract';

/**
 * How much each kind of item weighs in the score, out of 100 (docs/product.md#content-grader): what the sources
 * cover first, then the terms they use, the questions they answer, the keyword's placement, length, reading
 * ease and, for a published page, its links and images. Kinds with nothing to grade leave the score, and the
 * others are scaled to fill it.
 */
export const WEIGHTS: Record<GradeKind, number> = {
  topic: 30,
  term: 20,
  question: 15,
  keyword: 15,
  length: 10,
  reading: 5,
  page: 5,
};

const VALUE: Record<CoverageStatus, number> = { covered: 1, partly: 0.5, missing: 0 };

/** The weights of the kinds graded, scaled to add up to 100, each rounded to one decimal. */
export function weightsOf(kinds: ReadonlySet<GradeKind>): Partial<Record<GradeKind, number>> {
  const total = [...kinds].reduce((sum, kind) => sum + WEIGHTS[kind], 0);
  return Object.fromEntries(
    [...kinds].map((kind) => [kind, Math.round((WEIGHTS[kind] / total) * 1000) / 10]),
  ) as Partial<Record<GradeKind, number>>;
}

/** The score from 0 to 100: each kind's share of covered items (partly counts half), by its weight. */
export function scoreOf(statuses: readonly { kind: GradeKind; status: CoverageStatus }[]): number {
  const kinds = new Set(statuses.map((item) => item.kind));
  if (!kinds.size) return 0;
  let earned = 0;
  let total = 0;
  for (const kind of kinds) {
    const own = statuses.filter((item) => item.kind === kind);
    earned += (WEIGHTS[kind] * own.reduce((sum, item) => sum + VALUE[item.status], 0)) / own.length;
    total += WEIGHTS[kind];
  }
  return Math.round((earned / total) * 100);
}

/** An item of the grade. */
export const item = (
  kind: GradeKind,
  label: string,
  status: CoverageStatus,
  evidence: string,
): GradeItem => ({
  kind,
  label,
  status,
  evidence,
});
