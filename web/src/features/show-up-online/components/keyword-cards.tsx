import { Search } from 'lucide-react';
import type { Demo } from '@/lib/demo-output';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const badgeTones: Record<string, string> = {
  EASY: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  MODERATE: 'bg-amber-50 text-amber-900 ring-amber-300',
  HARD: 'bg-red-50 text-red-800 ring-red-300',
};

/** The estimated difficulty in capitals: easy, moderate and hard in colour, any other word neutral. */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const label = difficulty.toUpperCase();
  return (
    <span
      data-testid="difficulty-badge"
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ring-1',
        badgeTones[label] ?? 'bg-slate-100 text-slate-800 ring-slate-300',
      )}
    >
      {label}
    </span>
  );
}

/** The keyword to target first and its estimated difficulty; a demo sample's estimate is the sample writer's. */
export function PrimaryKeywordCard({
  keyword,
  difficulty,
  demo,
}: {
  keyword: string;
  difficulty: string;
  demo: Demo;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle size="small" className="flex items-center gap-2">
          <Search className="size-5 text-brand-600" aria-hidden="true" /> Primary Keyword
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-xl font-semibold text-slate-900">{keyword}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          Difficulty (estimate): <DifficultyBadge difficulty={difficulty} />
        </p>
        <p className="text-xs text-slate-500">
          {demo
            ? 'An estimate written for this sample: no search-volume or ranking data is used.'
            : 'An estimate from the model: no search-volume or ranking data is used.'}
        </p>
      </CardContent>
    </Card>
  );
}

/** A titled list of keywords shown as chips. */
export function KeywordListCard({
  title,
  description,
  keywords,
}: {
  title: string;
  description: string;
  keywords: readonly string[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle size="small">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-2" aria-label={title}>
          {keywords.map((keyword) => (
            <li
              key={keyword}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 ring-1 ring-brand-100"
            >
              {keyword}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
