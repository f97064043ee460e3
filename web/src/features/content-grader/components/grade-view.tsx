import { memo } from 'react';
import type { CoverageStatus, Graded, GradeItem, GradeKind } from '@lambdas/content-grader/contract';
import {
  basisLine,
  DRAFT_ONLY,
  kindLabels,
  statusLabels,
} from '@lambdas/content-grader/documents/grade-sections';
import { comparedWithSources } from '@lambdas/content-grader/grade/basis';
import { cn } from '@/lib/cn';
import { RangeBadge } from './range-badge';

const tone: Record<CoverageStatus, string> = {
  covered: 'bg-emerald-100 text-emerald-900',
  partly: 'bg-amber-100 text-amber-900',
  missing: 'bg-rose-100 text-rose-900',
};

/** A status as a badge, in words (never colour alone). */
export const StatusBadge = ({ status }: { status: CoverageStatus }) => (
  <span className={cn('rounded px-1.5 py-0.5 text-xs font-semibold', tone[status])}>
    {statusLabels[status]}
  </span>
);

/** "+12 since your last grade", when there was one. */
function change(score: number, previous: Graded | undefined): string | undefined {
  if (!previous) return undefined;
  const delta = score - previous.score;
  return `${delta > 0 ? '+' : ''}${delta} since your last grade`;
}

/** One item: its status, label, range, change since the last grade and evidence. */
const ItemRow = memo(
  function ItemRow({
    item,
    was,
    domains,
  }: {
    item: GradeItem;
    was: CoverageStatus | undefined;
    domains: ReadonlyMap<number, string>;
  }) {
    return (
      <li className="text-sm break-words text-slate-700">
        <StatusBadge status={item.status} /> <span className="font-medium">{item.label}</span>
        {item.range ? (
          <>
            {' '}
            <RangeBadge range={item.range} domains={domains} />
          </>
        ) : null}
        {was && was !== item.status ? (
          <span className="text-slate-600"> (was {statusLabels[was].toLowerCase()})</span>
        ) : null}
        <span className="block text-slate-600">{item.evidence}</span>
      </li>
    );
  },
  // A re-grade as you type rebuilds every item: only those whose words changed are drawn again.
  (a, b) =>
    a.was === b.was && a.domains.size === b.domains.size && JSON.stringify(a.item) === JSON.stringify(b.item),
);

/**
 * The score, its change, what it was graded against and how it is weighed, then every item with its evidence
 * and, for terms, topics and questions, its range for the draft's length.
 */
export function GradeView({ graded, previous }: { graded: Graded; previous: Graded | undefined }) {
  const before = new Map(previous?.items.map((item) => [`${item.kind}:${item.label}`, item.status]));
  const kinds = [...new Set(graded.items.map((item) => item.kind))];
  const moved = change(graded.score, previous);
  const domains = new Map(graded.sources.map((source) => [source.n, source.domain]));
  const draftOnly = !comparedWithSources(graded);
  return (
    <section aria-labelledby="grade-heading" className="flex flex-col gap-3">
      <h2 id="grade-heading" className="sr-only">
        Your Grade
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-4xl font-bold text-slate-900" data-testid="grade-score">
          {graded.score}
          <span className="text-lg font-medium text-slate-600"> / 100</span>
        </span>
        {draftOnly ? (
          <span className="rounded bg-slate-200 px-2 py-0.5 text-sm font-semibold text-slate-800">
            {DRAFT_ONLY}
          </span>
        ) : null}
        {moved ? (
          <span className="text-sm font-semibold text-slate-700" data-testid="grade-change">
            {moved}
          </span>
        ) : null}
      </p>
      <p className="text-sm text-slate-700">{basisLine(graded)}</p>
      <p className="text-xs text-slate-600">
        How the score is weighed:{' '}
        {Object.entries(graded.weights)
          .map(([kind, weight]) => `${kindLabels[kind as GradeKind]} ${weight} %`)
          .join(', ')}
        .
      </p>
      {kinds.map((kind) => (
        <div key={kind}>
          <h3 className="text-sm font-semibold text-slate-800">{kindLabels[kind]}</h3>
          <ul className="mt-1 flex flex-col gap-1.5">
            {graded.items
              .filter((item) => item.kind === kind)
              .map((item) => (
                <ItemRow
                  key={`${item.kind}:${item.label}`}
                  item={item}
                  was={before.get(`${item.kind}:${item.label}`)}
                  domains={domains}
                />
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
