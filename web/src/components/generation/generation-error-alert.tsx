import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { describeGenerationError } from '@/lib/generation-errors';
import { ModelSetupDialog } from './model-setup-dialog';

/** The inline alert for a failed generation: model access with setup steps, configuration, network checklist, or the message. */
export function GenerationErrorAlert({ error }: { error: unknown }) {
  const [setupOpen, setSetupOpen] = useState(false);
  const problem = describeGenerationError(error);
  if (problem.kind === 'model-access') {
    return (
      <Alert tone="error" title="API Key Error">
        <p>{problem.message}</p>
        <Button variant="outline" size="sm" className="mt-2 self-start" onClick={() => setSetupOpen(true)}>
          View setup steps
        </Button>
        <ModelSetupDialog open={setupOpen} onOpenChange={setSetupOpen} modelId={problem.modelId} />
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
    <Alert tone="error" title="Error">
      <p>{problem.message}</p>
    </Alert>
  );
}
