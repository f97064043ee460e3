import { criteria } from '../rubric/criteria';

/** The published rubric, from the same data the scores come from. */
export function RubricExplainer() {
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">How headlines are scored</summary>
      <p className="mt-2 text-slate-700">
        Our own code scores each headline out of 100: full points inside the good range, half inside the ok
        range. No model grades its own work.
      </p>
      <ul className="mt-2 flex flex-col gap-1.5 text-slate-700">
        {criteria.map((criterion) => (
          <li key={criterion.id}>
            <span className="font-medium text-slate-900">
              {criterion.label} ({criterion.points} points):
            </span>{' '}
            {criterion.rule}
          </li>
        ))}
      </ul>
    </details>
  );
}
