import type { DemoSample } from '@lambdas/shared/contracts/generation';
import type { Demo } from '@/lib/demo-output';
import { FileText } from 'lucide-react';
import { GenerationPanel } from '@/components/generation/generation-panel';
import type { BriefDepth } from '@lambdas/content-brief/contract';
import type { ResearchFields } from '@lambdas/shared/contracts/research';
import { BriefActions } from './brief-actions';
import { BriefSources } from './brief-sources';
import { BriefSectionsView } from './brief-sections-view';

interface BriefResultProps {
  brief: string;
  topic: string;
  generating: boolean;
  demo: Demo;
  sample?: DemoSample | undefined;
  error: unknown;
  /** The live research, once the route sent it (or why there is none). */
  research: ResearchFields | undefined;
  depth: BriefDepth;
  /** The route is still researching, before the brief is written. */
  researching: boolean;
}

/** 'Your Generated Brief': empty, generating (text appears as it is written) or result, in a 500px scroll area. */
export function BriefResult(props: BriefResultProps) {
  const { brief, topic, generating, demo, sample, error, research, depth } = props;
  const researching = generating && props.researching && !research;
  return (
    <GenerationPanel
      title="Your Generated Brief"
      actions={
        <BriefActions
          brief={generating || error ? '' : brief}
          topic={topic}
          demo={demo}
          research={research}
        />
      }
      generating={generating}
      demo={demo}
      sample={sample}
      error={error}
      hasResult={!!brief || !!research}
      label="Generated brief"
      generatingText={researching ? 'Researching what ranks today...' : 'Generating your content brief...'}
      readyText="Your content brief is ready."
      incompleteText="Your content brief stopped before it was finished."
      empty={{ icon: FileText, text: 'Fill in the form and your brief will appear here.' }}
      heightClass="h-[500px]"
    >
      {research ? <BriefSources research={research} depth={depth} /> : null}
      <BriefSectionsView brief={brief} />
    </GenerationPanel>
  );
}
