import type { DemoSample } from '@lambdas/shared/contracts/generation';
import type { Demo } from '@/lib/demo-output';
import { ScanSearch } from 'lucide-react';
import type { CritiqueChecks } from '@lambdas/landing-page-critique/contract';
import { GenerationPanel } from '@/components/generation/generation-panel';
import { critiqueErrorWording } from '../api/generate-critique';
import { CritiqueActions } from './critique-actions';
import { CritiqueSectionsView } from './critique-sections-view';

interface CritiqueResultProps {
  analysis: string;
  measured: CritiqueChecks | undefined;
  url: string | undefined;
  analyzing: boolean;
  demo: Demo;
  sample?: DemoSample | undefined;
  error: unknown;
}

/** The analysis panel (500px, sections appear as they are written); on failure, the error text and its reason. */
export function CritiqueResult({
  analysis,
  measured,
  url,
  analyzing,
  demo,
  sample,
  error,
}: CritiqueResultProps) {
  return (
    <GenerationPanel
      title="Landing Page Analysis"
      actions={
        <CritiqueActions
          analysis={analyzing || error ? '' : analysis}
          measured={measured}
          url={url}
          demo={demo}
        />
      }
      generating={analyzing}
      demo={demo}
      sample={sample}
      error={error}
      errorTitle="Analysis failed"
      errorWording={critiqueErrorWording}
      hasResult={!!analysis}
      label="Landing page analysis"
      generatingText="Analyzing your landing page..."
      readyText="Your landing page analysis is ready."
      incompleteText="Your landing page analysis stopped before it was finished."
      empty={{
        icon: ScanSearch,
        text: error
          ? 'An error occurred during analysis. Please try again.'
          : 'Enter a page address or paste its copy, and the analysis will appear here.',
      }}
      heightClass="h-[500px]"
    >
      <CritiqueSectionsView analysis={analysis} />
    </GenerationPanel>
  );
}
