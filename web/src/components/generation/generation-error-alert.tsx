import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { describeGenerationError, type ErrorWording } from '@/lib/generation-errors';
import { lazyExport } from '@/lib/lazy-export';

const loadDialog = () => import('./model-setup-dialog');
// The dialog code (Radix focus trap, scroll lock: ~12 KB gzip) loads when the steps are asked for, not with the page.
const ModelSetupDialog = lazyExport(loadDialog, 'ModelSetupDialog');
const preloadDialog = () => void loadDialog();

interface GenerationErrorAlertProps {
  error: unknown;
  /** Title of the alert for failures without a dedicated one (docs/product.md#generation-errors: 'Generation Failed' for headlines). */
  title?: string;
  wording?: ErrorWording;
}

/** The inline alert for a failed generation: model access with setup steps, configuration, network checklist, or the message. */
export function GenerationErrorAlert({ error, title = 'Error', wording }: GenerationErrorAlertProps) {
  const [setupOpen, setSetupOpen] = useState(false);
  // Stays mounted once opened, so closing it runs Radix's close (focus goes back to the button).
  const [setupWanted, setSetupWanted] = useState(false);
  const problem = describeGenerationError(error, wording);
  if (problem.kind === 'model-access') {
    return (
      <Alert tone="error" title="API Key Error">
        <p>{problem.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2 self-start"
          onPointerDown={preloadDialog}
          onFocus={preloadDialog}
          onClick={() => {
            setSetupWanted(true);
            setSetupOpen(true);
          }}
        >
          View setup steps
        </Button>
        {setupWanted && (
          <Suspense>
            <ModelSetupDialog open={setupOpen} onOpenChange={setSetupOpen} modelId={problem.modelId} />
          </Suspense>
        )}
      </Alert>
    );
  }
  if (problem.kind === 'configuration') {
    return (
      <Alert tone="warning" title="Configuration Issue">
        <p>{problem.message}</p>
      </Alert>
    );
  }
  if (problem.kind === 'network') {
    return (
      <Alert tone="error" title={problem.message}>
        <ul className="list-disc pl-5">
          <li>Check that you are connected to the internet.</li>
          <li>Turn off a VPN or ad blocker that may block the request.</li>
          <li>Wait a moment and try again.</li>
        </ul>
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={title}>
      <p>{problem.message}</p>
    </Alert>
  );
}
