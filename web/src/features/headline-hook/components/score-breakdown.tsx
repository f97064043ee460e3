import { CheckCircle2, CircleAlert, CircleMinus, Lightbulb } from 'lucide-react';
import { cn } from '@/lib/cn';
import { verdictText, type HeadlineScore, type Status } from '../rubric/score';
import { HeadlinePreviews } from './headline-previews';

const status: Record<Status, { icon: typeof CheckCircle2; className: string; label: string }> = {
  good: { icon: CheckCircle2, className: 'text-emerald-700', label: 'Passes' },
  ok: { icon: CircleMinus, className: 'text-amber-700', label: 'No points, not a fault' },
  poor: { icon: CircleAlert, className: 'text-red-700', label: 'Fails' },
};

const badge = (score: HeadlineScore) =>
  score.faults.length
    ? 'bg-red-100 text-red-900'
    : score.total >= 80
      ? 'bg-emerald-100 text-emerald-900'
      : 'bg-amber-100 text-amber-900';

/** The points behind the score, always in view as text: 'Length 28/30 · Specificity 19/25 · …'. */
function CriteriaLine({ score }: { score: HeadlineScore }) {
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid="score-criteria">
      {score.criteria.map((c) => `${c.short} ${c.points}/${c.max}`).join(' · ')}
    </p>
  );
}

/**
 * A headline's score with the points of every criterion in a line always shown (issue 46.4) and, behind a
 * disclosure, each criterion's value, points and one-line hint, the formula's suggestions and the headline as a
 * search result and an email subject line.
 */
export function ScoreBreakdown({ score, headline }: { score: HeadlineScore; headline: string }) {
  return (
    <>
      <details className="group mt-2 text-sm">
        <summary className="flex cursor-pointer items-center gap-2 rounded text-slate-700 hover:text-slate-900">
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', badge(score))}>
            {score.total}/100
          </span>
          <span>
            {verdictText(score)}
            <span className="text-slate-600"> · why this score</span>
          </span>
        </summary>
        <div className="mt-2 flex flex-col gap-3 border-l-2 border-slate-200 pl-3">
          <HeadlinePreviews headline={headline} />
          <ul className="flex flex-col gap-2">
            {score.criteria.map((criterion) => {
              const { icon: Icon, className, label } = status[criterion.status];
              return (
                <li key={criterion.id} className="flex gap-2">
                  <Icon className={cn('mt-0.5 size-4 shrink-0', className)} aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="break-words">
                      <span className="sr-only">{label}: </span>
                      <span className="font-medium text-slate-900">{criterion.label}</span>
                      <span className="text-slate-700">: {criterion.value}</span>
                      <span className="text-slate-600">
                        {' '}
                        ({criterion.points}/{criterion.max})
                      </span>
                    </p>
                    <p className="text-slate-600">{criterion.hint}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <div>
            <p className="font-medium text-slate-800">Suggestions (not scored)</p>
            <ul className="mt-1 flex flex-col gap-1.5">
              {score.suggestions.map((suggestion) => (
                <li key={suggestion.id} className="flex gap-2 text-slate-700">
                  <Lightbulb className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <p className="min-w-0 break-words">
                    <span className="font-medium text-slate-900">{suggestion.label}</span>: {suggestion.value}
                    . <span className="text-slate-600">{suggestion.hint}</span>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </details>
      <CriteriaLine score={score} />
    </>
  );
}
