import { RefreshCw, RotateCcw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { analysisErrorText } from '../errors';

/** The failed analysis: likely causes, what went wrong, and the way back (same entries, or the form). */
export function ConnectionIssue({
  error,
  onRetry,
  onStartOver,
}: {
  error: unknown;
  onRetry: () => void;
  onStartOver: () => void;
}) {
  return (
    <Card tone="error">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-red-900">
          <WifiOff className="size-5" aria-hidden="true" /> Connection Issue
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div role="alert" className="flex flex-col gap-3">
          <p className="text-slate-700">We couldn’t complete your analysis. This is usually caused by:</p>
          <ul className="list-disc pl-5 text-slate-700">
            <li>Temporary network issues</li>
            <li>High server load</li>
            <li>A deployment in progress</li>
          </ul>
          <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">{analysisErrorText(error)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onRetry}>
            <RefreshCw aria-hidden="true" /> Try Again
          </Button>
          <Button variant="outline" onClick={onStartOver}>
            <RotateCcw aria-hidden="true" /> Start Over
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
