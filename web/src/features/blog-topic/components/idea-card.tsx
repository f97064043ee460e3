import type { BlogIdea } from '@lambdas/blog-topic/contract';
import { NumberBadge } from '@/components/ui/number-badge';

/** One idea: its title, format, why it works and an example call to action. */
export function IdeaCard({ idea, number }: { idea: BlogIdea; number: number }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <NumberBadge number={number} />
        <div className="flex flex-1 flex-col gap-2">
          <h3 className="font-semibold leading-snug text-slate-900">{idea.title}</h3>
          <p>
            <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-sky-200">
              {idea.type}
            </span>
          </p>
          <p className="text-sm text-slate-700">{idea.reasoning}</p>
          {idea.example_cta && (
            <p className="text-sm text-slate-700">
              <span className="font-medium text-slate-900">Example CTA:</span> {idea.example_cta}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
