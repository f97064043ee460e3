import { Alert } from '@/components/ui/alert';
import { describeGenerationError, type ErrorWording } from '@/lib/generation-errors';
import { ModelSetupButton } from './model-setup-button';

interface GenerationErrorAlertProps {
  error: unknown;
  /** Title of the alert for failures without a dedicated one (docs/product.md#generation-errors: 'Generation Failed' for headlines). */
  title?: string;
  wording?: ErrorWording;
}

/** The inline alert for a failed generation: model access with setup steps, configuration, network checklist, or the message. */
export function GenerationErrorAlert({ error, title = 'Error', wording }: GenerationErrorAlertProps) {
  const problem = describeGenerationError(error, wording);
  if (problem.kind === 'model-access') {
    return (
      <Alert tone="error" title="API Key Error">
        <p>{problem.message}</p>
        <ModelSetupButton modelId={problem.modelId}>View setup steps</ModelSetupButton>
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
