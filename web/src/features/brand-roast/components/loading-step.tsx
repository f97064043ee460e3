import { useEffect, useState } from 'react';
import type { ProgressStep } from '@lambdas/shared/contracts/progress';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { LOADING_MESSAGE_MS, LOADING_MESSAGES, STEP_TEXT } from '../loading-messages';

/** Step 3: one message every 2 seconds while the roast is written, and beside them the real step. */
export function LoadingStep({ step }: { step?: ProgressStep | undefined }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % LOADING_MESSAGES.length), LOADING_MESSAGE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Card aria-busy="true">
      <CardContent padding="tall" className="flex flex-col items-center gap-4 text-center">
        <Spinner size="large" />
        <p role="status" className="text-lg font-medium text-slate-800">
          {LOADING_MESSAGES[index]}
        </p>
        {step ? (
          <p className="text-sm text-slate-600" data-testid="roast-step">
            {STEP_TEXT[step]}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
