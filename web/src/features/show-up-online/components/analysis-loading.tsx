import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** While the site is read and the analysis written. */
export function AnalysisLoading() {
  return (
    <Card>
      <CardContent padding="tall" className="flex flex-col items-center gap-4 text-center" role="status">
        <Spinner size="huge" />
        <h2 className="text-xl font-semibold">Analyzing Your Online Presence...</h2>
        <p className="max-w-md text-slate-600">
          This may take a few moments while we analyze your website and competitive landscape.
        </p>
      </CardContent>
    </Card>
  );
}
