import { FlaskConical } from 'lucide-react';

/** Says plainly that the answer came from the built-in demo generator, not a model. */
export function DemoNote() {
  return (
    <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Demo output: connect Amazon Bedrock for AI-written results.{' '}
        <a href="/README.md" target="_blank" rel="noreferrer" className="font-medium underline">
          How to connect Bedrock
        </a>
      </span>
    </p>
  );
}
