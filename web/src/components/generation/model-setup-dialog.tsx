import { ExternalLink } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

const MODEL_ACCESS_URL = 'https://console.aws.amazon.com/bedrock/home#/modelaccess';

/** Setup steps for Amazon Bedrock, shown when the model refused the request. */
export function ModelSetupDialog({
  open,
  onOpenChange,
  modelId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modelId?: string | undefined;
}) {
  const model = modelId ? (
    <code className="rounded bg-slate-100 px-1">{modelId}</code>
  ) : (
    'the configured model'
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set up Amazon Bedrock</DialogTitle>
          <DialogDescription>
            The tools write with a model on Amazon Bedrock. Three things must be in place:
          </DialogDescription>
        </DialogHeader>
        <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm text-slate-700">
          <li>
            In the Amazon Bedrock console, open Model access and enable access to {model} in the stack&apos;s
            region.
          </li>
          <li>
            Let the functions call it: their role needs <code>bedrock:InvokeModel</code> and{' '}
            <code>bedrock:InvokeModelWithResponseStream</code> on that model (the CDK stack grants exactly
            this).
          </li>
          <li>
            Set the model id: <code>bedrock.modelId</code> in the stage&apos;s settings in{' '}
            <code>cdk.json</code> and redeploy, or <code>BEDROCK_MODEL_ID</code> when running locally.
          </li>
        </ol>
        <a href={MODEL_ACCESS_URL} target="_blank" rel="noreferrer" className={buttonVariants()}>
          Open Bedrock model access <ExternalLink aria-hidden="true" />
        </a>
      </DialogContent>
    </Dialog>
  );
}
