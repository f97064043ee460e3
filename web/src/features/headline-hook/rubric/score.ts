import { criteria, verdicts, type Band, type Criterion, type CriterionId } from './criteria';
import { measure } from './measure';

export type Status = 'good' | 'ok' | 'poor';

export interface CriterionScore {
  id: CriterionId;
  label: string;
  value: string;
  status: Status;
  points: number;
  max: number;
  hint: string;
}

export interface HeadlineScore {
  total: number;
  verdict: string;
  criteria: CriterionScore[];
}

const inside = (value: number, band: Band) => value >= band.min && value <= band.max;

/** One criterion's result for a measure: full points in the good band, half in the ok band, else none. */
export function judge(
  criterion: Criterion,
  value: number,
): Pick<CriterionScore, 'status' | 'points' | 'hint'> {
  if (inside(value, criterion.good)) {
    return { status: 'good', points: criterion.points, hint: criterion.hints.good };
  }
  const hint = value < criterion.good.min ? criterion.hints.low : criterion.hints.high;
  if (inside(value, criterion.ok)) return { status: 'ok', points: Math.floor(criterion.points / 2), hint };
  return { status: 'poor', points: 0, hint };
}

/** A headline's transparent score: every criterion with its value, points and a one-line hint. */
export function scoreHeadline(headline: string): HeadlineScore {
  const measures = measure(headline);
  const results = criteria.map((criterion) => {
    const { measure: value, value: shown } = measures[criterion.id];
    return {
      id: criterion.id,
      label: criterion.label,
      value: shown,
      max: criterion.points,
      ...judge(criterion, value),
    };
  });
  const total = results.reduce((sum, result) => sum + result.points, 0);
  return { total, verdict: verdicts.find((v) => total >= v.min)!.label, criteria: results };
}
