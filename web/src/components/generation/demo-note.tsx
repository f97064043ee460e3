import { FlaskConical } from 'lucide-react';
import { PAGE_LANGUAGE } from './language-scope';
import { ModelSetupButton } from './model-setup-button';
import type { DemoSample } from '@lambdas/shared/contracts/generation';
import { demoSampleFields, demoSampleHeader } from '@lambdas/shared/contracts/demo-lines';

/**
 * Says plainly that the answer came from the built-in demo generator, not a model: first whose sample it is (another
 * business's, when it is not the visitor's trade), then the visitor's input in labelled fields (DESIGN.md decision 17).
 */
export function DemoNote({ sample }: { sample?: DemoSample | undefined }) {
  return (
    <div
      {...PAGE_LANGUAGE}
      className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        {sample && <p className="break-words font-medium">{demoSampleHeader(sample)}</p>}
        {sample?.fields.length ? <p className="break-words">Your input: {demoSampleFields(sample)}</p> : null}
        {sample?.note && <p>{sample.note}</p>}
        <p>
          Demo output: connect Amazon Bedrock for AI-written results.{' '}
          <ModelSetupButton link>How to connect Bedrock</ModelSetupButton>
        </p>
      </div>
    </div>
  );
}
