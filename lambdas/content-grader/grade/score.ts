/** Pure and browser-safe: the grade's weights and score. */
import { DRAFT_ONLY_CAP } from './basis';
import type { CoverageStatus, GradeItem, GradeKind } from './contract';

/**
 * How much each kind of item weighs in the score, out of 100 (docs/product.md#content-grader). Against sources:
 * what they cover first, then the terms they use, the questions they answer, the keyword's placement, length,
 * reading ease and, for a published page, its links and images. Kinds with nothing to grade leave the score,
 * and the others are scaled to fill it.
 */
export const WEIGHTS: Record<GradeKind, number> = {
  topic: 30,
  term: 20,
  question: 15,
  keyword: 15,
  structure: 0,
  length: 10,
  reading: 5,
  page: 5,
};

/**
 * Without sources (research off, spent or failed), what the draft alone shows: the questions its keyword
 * implies (or a brief's headings and questions), its shape for the kind of content the keyword asks for, the
 * keyword's placement, its length for that kind, reading ease; the score then stays at most DRAFT_ONLY_CAP.
 */
export const DRAFT_ONLY_WEIGHTS: Record<GradeKind, number> = {
  topic: 20,
  term: 0,
  question: 20,
  keyword: 20,
  structure: 25,
  length: 20,
  reading: 10,
  page: 5,
};

const VALUE: Record<CoverageStatus, number> = { covered: 1, partly: 0.5, missing: 0 };

const tableOf = (sourced: boolean) => (sourced ? WEIGHTS : DRAFT_ONLY_WEIGHTS);

/** The weights of the kinds graded, scaled to add up to 100, each rounded to one decimal. */
export function weightsOf(kinds: ReadonlySet<GradeKind>, sourced = true): Partial<Record<GradeKind, number>> {
  const weights = tableOf(sourced);
  const graded = [...kinds].filter((kind) => weights[kind] > 0);
  const total = graded.reduce((sum, kind) => sum + weights[kind], 0);
  return Object.fromEntries(
    graded.map((kind) => [kind, Math.round((weights[kind] / total) * 1000) / 10]),
  ) as Partial<Record<GradeKind, number>>;
}

/**
 * The score from 0 to 100: each kind's share of covered items (partly counts half), by its weight; without
 * sources, scaled to DRAFT_ONLY_CAP, so a draft no ranking page was compared with never reads as complete.
 */
export function scoreOf(
  statuses: readonly { kind: GradeKind; status: CoverageStatus }[],
  sourced = true,
): number {
  const weights = tableOf(sourced);
  const kinds = new Set(statuses.map((item) => item.kind).filter((kind) => weights[kind] > 0));
  if (!kinds.size) return 0;
  let earned = 0;
  let total = 0;
  for (const kind of kinds) {
    const own = statuses.filter((item) => item.kind === kind);
    earned += (weights[kind] * own.reduce((sum, item) => sum + VALUE[item.status], 0)) / own.length;
    total += weights[kind];
  }
  return Math.round((earned / total) * (sourced ? 100 : DRAFT_ONLY_CAP));
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
