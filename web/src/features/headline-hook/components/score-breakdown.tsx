import { CheckCircle2, CircleAlert, CircleMinus } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { HeadlineScore, Status } from '../rubric/score';

const status: Record<Status, { icon: typeof CheckCircle2; className: string; label: string }> = {
  good: { icon: CheckCircle2, className: 'text-emerald-700', label: 'Passes' },
  ok: { icon: CircleMinus, className: 'text-amber-700', label: 'Half points' },
  poor: { icon: CircleAlert, className: 'text-red-700', label: 'Needs work' },
};

const badge = (total: number) =>
  total >= 80
    ? 'bg-emerald-100 text-emerald-900'
    : total >= 60
      ? 'bg-amber-100 text-amber-900'
      : 'bg-red-100 text-red-900';

/** A headline's score, with every criterion's value, points and one-line hint behind a disclosure. */
export function ScoreBreakdown({ score }: { score: HeadlineScore }) {
  return (
    <details className="group mt-2 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 rounded text-slate-700 hover:text-slate-900">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', badge(score.total))}>
          {score.total}/100
        </span>
        <span>
          {score.verdict}
          <span className="text-slate-600"> · why this score</span>
        </span>
      </summary>
      <ul className="mt-2 flex flex-col gap-2 border-l-2 border-slate-200 pl-3">
        {score.criteria.map((criterion) => {
          const { icon: Icon, className, label } = status[criterion.status];
          return (
            <li key={criterion.id} className="flex gap-2">
              <Icon className={cn('mt-0.5 size-4 shrink-0', className)} aria-hidden="true" />
              <div>
                <p>
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
    </details>
  );
}
