import { criteria, suggestions } from '../rubric/criteria';

/** The published rubric, from the same data the scores come from. */
export function RubricExplainer() {
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">How headlines are scored</summary>
      <p className="mt-2 text-slate-700">
        Our own code scores each headline out of 100: every point at the ideal, fewer the further from it, so
        good headlines still rank. &lsquo;Needs work&rsquo; means a real fault, named beside the score: too
        long or short for where it is read, vague, no benefit, or a repeated word. No model grades its own
        work.
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
      <p className="mt-2 text-slate-700">Suggestions, never scored:</p>
      <ul className="mt-1 flex flex-col gap-1.5 text-slate-700">
        {suggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <span className="font-medium text-slate-900">{suggestion.label}:</span> {suggestion.rule}
          </li>
        ))}
      </ul>
    </details>
  );
}
