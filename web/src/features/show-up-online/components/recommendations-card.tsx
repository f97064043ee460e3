import { ListChecks } from 'lucide-react';
import type { Recommendation } from '@lambdas/show-up-online/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NumberBadge } from '@/components/ui/number-badge';

/** The numbered recommendations, each with why it matters and how to do it. */
export function RecommendationsCard({ recommendations }: { recommendations: readonly Recommendation[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle size="small" className="flex items-center gap-2">
          <ListChecks className="size-5 text-brand-600" aria-hidden="true" /> SEO Recommendations
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-4" aria-label="SEO Recommendations">
          {recommendations.map((item, i) => (
            <li
              key={`${item.recommendation}-${i}`}
              className="flex gap-3 rounded-lg border border-slate-200 p-4"
            >
              <NumberBadge number={i + 1} />
              <div className="flex flex-col gap-2">
                <h3 className="font-semibold leading-snug text-slate-900">{item.recommendation}</h3>
                <p className="text-sm text-slate-700">
                  <span className="font-medium text-slate-900">Why it matters:</span> {item.why_it_matters}
                </p>
                <p className="text-sm text-slate-700">
                  <span className="font-medium text-slate-900">How to do it:</span> {item.how_to_do_it}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
