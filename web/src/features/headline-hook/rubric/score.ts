import { channelOf, type Channel } from './channels';
import {
  criteria,
  suggestions,
  verdicts,
  type Band,
  type Criterion,
  type CriterionId,
  type SuggestionId,
} from './criteria';
import { measure } from './measure';

export type Status = 'good' | 'ok' | 'poor';

export interface CriterionScore {
  id: CriterionId;
  label: string;
  short: string;
  value: string;
  status: Status;
  points: number;
  max: number;
  hint: string;
}

export interface SuggestionResult {
  id: SuggestionId;
  label: string;
  value: string;
  /** The headline already does it (a suggestion is never a fault). */
  has: boolean;
  hint: string;
}

export interface HeadlineScore {
  total: number;
  verdict: string;
  /** The real faults a 'Needs work' verdict rests on, in words: 'too long for a search result'. */
  faults: string[];
  criteria: CriterionScore[];
  suggestions: SuggestionResult[];
  channel: Channel;
}

const inside = (value: number, band: Band) => value >= band.min && value <= band.max;

/** How far a measure in the good band is from the ideal one, as a share of the way to the good band's edge. */
function offIdeal(value: number, good: Band, ideal: Band | undefined): number {
  if (!ideal || inside(value, ideal)) return 0;
  const [edge, end] = value < ideal.min ? [ideal.min, good.min] : [ideal.max, good.max];
  return Math.abs(value - edge) / (Math.abs(edge - end) + 1);
}

/**
 * One criterion's result for a measure: every point at the ideal, fewer the further from it inside the good band
 * (so two good headlines still rank), none in the ok band, none outside it either, which is a fault.
 */
export function judge(
  criterion: Criterion,
  value: number,
): Pick<CriterionScore, 'status' | 'points' | 'hint'> {
  const { good, ideal, hints } = criterion;
  if (inside(value, good)) {
    const off = offIdeal(value, good, ideal);
    const hint = off === 0 ? hints.good : value < ideal!.min ? hints.low : hints.high;
    return { status: 'good', points: Math.round(criterion.points * (1 - off)), hint };
  }
  const hint = value < good.min ? hints.low : hints.high;
  return { status: inside(value, criterion.ok) ? 'ok' : 'poor', points: 0, hint };
}

/** The criterion as it applies on a channel: length takes the channel's bands and names it. */
const onChannel = (criterion: Criterion, channel: Channel): Criterion =>
  criterion.id === 'length'
    ? {
        ...criterion,
        good: channel.good,
        ok: channel.ok,
        ideal: channel.ideal,
        hints: { ...criterion.hints, high: `Trim it: ${channel.cut}.` },
        fault: { low: `too short for ${channel.name}`, high: `too long for ${channel.name}` },
      }
    : criterion;

/**
 * A headline's transparent score for the channel its content type is read in ('Blog Post' by default): every
 * criterion with its value, points and a one-line hint, the faults behind 'Needs work', and the suggestions.
 */
export function scoreHeadline(headline: string, contentType?: string): HeadlineScore {
  const channel = channelOf(contentType);
  const measures = measure(headline);
  const faults: string[] = [];
  const results = criteria.map((base) => {
    const criterion = onChannel(base, channel);
    const { measure: value, value: shown } = measures[criterion.id];
    const judged = judge(criterion, value);
    if (judged.status === 'poor' && criterion.fault)
      faults.push(value < criterion.good.min ? criterion.fault.low : criterion.fault.high);
    return {
      id: criterion.id,
      label: criterion.label,
      short: criterion.short,
      value: shown,
      max: criterion.points,
      ...judged,
    };
  });
  const ideas = suggestions.map((suggestion) => {
    const { measure: value, value: shown } = measures[suggestion.id];
    const many = suggestion.hints.many && value >= 3;
    const hint = many ? suggestion.hints.many! : value ? suggestion.hints.has : suggestion.hints.try;
    return { id: suggestion.id, label: suggestion.label, value: shown, has: value > 0, hint };
  });
  const total = results.reduce((sum, result) => sum + result.points, 0);
  const verdict = faults.length
    ? verdicts.fault
    : total >= verdicts.strong.min
      ? verdicts.strong.label
      : verdicts.good;
  return { total, verdict, faults: [...new Set(faults)], criteria: results, suggestions: ideas, channel };
}

/** The verdict as shown and exported: 'Needs work' names its faults ('Needs work: too long for a search result'). */
export const verdictText = (score: HeadlineScore): string =>
  score.faults.length ? `${score.verdict}: ${score.faults.join(', ')}` : score.verdict;
