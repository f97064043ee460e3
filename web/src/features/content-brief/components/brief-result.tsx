import { FileText } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { DemoNote } from '@/components/generation/demo-note';
import { GenerationErrorAlert } from '@/components/generation/generation-error-alert';
import { BriefActions } from './brief-actions';
import { BriefSectionsView } from './brief-sections-view';

interface BriefResultProps {
  brief: string;
  topic: string;
  generating: boolean;
  demo: boolean;
  error: unknown;
}

/** 'Your Generated Brief': empty, generating (text appears as it is written) or result, in a 500px scroll area. */
export function BriefResult({ brief, topic, generating, demo, error }: BriefResultProps) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="gap-3">
        <CardTitle>Your Generated Brief</CardTitle>
        <BriefActions brief={generating ? '' : brief} topic={topic} />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {error ? <GenerationErrorAlert error={error} /> : null}
        {demo && !generating && <DemoNote />}
        <p role="status" className="sr-only">
          {generating ? 'Generating your content brief...' : brief ? 'Your content brief is ready.' : ''}
        </p>
        <div
          tabIndex={0}
          role="region"
          aria-label="Generated brief"
          aria-busy={generating}
          className="h-[500px] overflow-y-auto rounded-lg border border-slate-200 bg-white p-4"
        >
          {generating && (
            <p className="mb-3 flex items-center gap-2 text-sm text-slate-600" aria-hidden="true">
              <Spinner /> Generating your content brief...
            </p>
          )}
          {brief ? (
            <BriefSectionsView brief={brief} />
          ) : (
            !generating && (
              <div className="flex h-full flex-col items-center justify-center gap-3 text-center text-slate-500">
                <FileText className="size-10" aria-hidden="true" />
                <p>Fill in the form and your brief will appear here.</p>
              </div>
            )
          )}
        </div>
      </CardContent>
    </Card>
  );
}
