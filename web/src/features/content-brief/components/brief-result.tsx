import type { DemoSample } from '@lambdas/shared/contracts/generation';
import { FileText } from 'lucide-react';
import { GenerationPanel } from '@/components/generation/generation-panel';
import { BriefActions } from './brief-actions';
import { BriefSectionsView } from './brief-sections-view';

interface BriefResultProps {
  brief: string;
  topic: string;
  generating: boolean;
  demo: boolean;
  sample?: DemoSample | undefined;
  error: unknown;
}

/** 'Your Generated Brief': empty, generating (text appears as it is written) or result, in a 500px scroll area. */
export function BriefResult({ brief, topic, generating, demo, sample, error }: BriefResultProps) {
  return (
    <GenerationPanel
      title="Your Generated Brief"
      actions={<BriefActions brief={generating || error ? '' : brief} topic={topic} demo={demo} />}
      generating={generating}
      demo={demo}
      sample={sample}
      error={error}
      hasResult={!!brief}
      label="Generated brief"
      generatingText="Generating your content brief..."
      readyText="Your content brief is ready."
      incompleteText="Your content brief stopped before it was finished."
      empty={{ icon: FileText, text: 'Fill in the form and your brief will appear here.' }}
      heightClass="h-[500px]"
    >
      <BriefSectionsView brief={brief} />
    </GenerationPanel>
  );
}
