import type { ProgressStep } from '@lambdas/shared/contracts/progress';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** What the visitor reads for each step the analysis reports. */
const STEP_TEXT: Partial<Record<ProgressStep, string>> = {
  'reading your site': 'Reading your website...',
  writing: 'Writing your analysis...',
};

/** While the site is read and the analysis written; the step the server reports shows under the text. */
export function AnalysisLoading({ step }: { step?: ProgressStep | undefined }) {
  const now = step && STEP_TEXT[step];
  return (
    <Card>
      <CardContent padding="tall" className="flex flex-col items-center gap-4 text-center" role="status">
        <Spinner size="huge" />
        <h2 className="text-xl font-semibold">Analyzing Your Online Presence...</h2>
        <p className="max-w-md text-slate-600">
          This may take a few moments while we analyze your website and competitive landscape.
        </p>
        {now ? (
          <p className="text-sm font-medium text-slate-800" data-testid="analysis-step">
            {now}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
