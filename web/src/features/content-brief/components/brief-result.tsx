import { Suspense } from 'react';
import type { DemoSample } from '@lambdas/shared/contracts/generation';
import type { Demo } from '@/lib/demo-output';
import { FileText } from 'lucide-react';
import { GenerationPanel } from '@/components/generation/generation-panel';
import type { BriefDepth } from '@lambdas/content-brief/contract';
import { lazyExport } from '@/lib/lazy-export';
import { loadBriefView } from '../api/generate-brief';
import { BriefActions } from './brief-actions';

// The brief's sections and sources (their parsers and the research schema) load with the first result.
const BriefView = lazyExport(loadBriefView, 'BriefView');

interface BriefResultProps {
  brief: string;
  topic: string;
  generating: boolean;
  demo: Demo;
  sample?: DemoSample | undefined;
  error: unknown;
  /** What the route sent before the brief (its live research, or why there is none), unchecked. */
  streamData: unknown;
  depth: BriefDepth;
  /** The route is still researching, before the brief is written. */
  researching: boolean;
}

/** 'Your Generated Brief': empty, generating (text appears as it is written) or result, in a 500px scroll area. */
export function BriefResult(props: BriefResultProps) {
  const { brief, topic, generating, demo, sample, error, streamData, depth } = props;
  const researching = generating && props.researching && streamData === undefined;
  return (
    <GenerationPanel
      title="Your Generated Brief"
      actions={
        <BriefActions
          brief={generating || error ? '' : brief}
          topic={topic}
          demo={demo}
          streamData={streamData}
        />
      }
      generating={generating}
      demo={demo}
      sample={sample}
      error={error}
      hasResult={!!brief || streamData !== undefined}
      label="Generated brief"
      generatingText={researching ? 'Researching what ranks today...' : 'Generating your content brief...'}
      readyText="Your content brief is ready."
      incompleteText="Your content brief stopped before it was finished."
      empty={{ icon: FileText, text: 'Fill in the form and your brief will appear here.' }}
      heightClass="h-[500px]"
    >
      {/* Until the sections' code is in, the text as written. */}
      <Suspense fallback={<p className="text-sm whitespace-pre-wrap text-slate-800">{brief}</p>}>
        <BriefView brief={brief} streamData={streamData} depth={depth} />
      </Suspense>
    </GenerationPanel>
  );
}
