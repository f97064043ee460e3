import { Suspense } from 'react';
import type { DemoSample } from '@lambdas/shared/contracts/generation';
import type { Demo } from '@/lib/demo-output';
import { ScanSearch } from 'lucide-react';
import type { CritiqueChecks } from '@lambdas/landing-page-critique/contract';
import { GenerationPanel } from '@/components/generation/generation-panel';
import { critiqueErrorWording, loadCritiqueSections } from '../api/generate-critique';
import { lazyExport } from '@/lib/lazy-export';
import { CritiqueActions } from './critique-actions';

// The critique's sections (and their parser) load with the first words of a critique.
const CritiqueSectionsView = lazyExport(loadCritiqueSections, 'CritiqueSectionsView');

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
      {/* Until the sections' code is in, the text as written. */}
      <Suspense fallback={<p className="text-sm whitespace-pre-wrap text-slate-800">{analysis}</p>}>
        <CritiqueSectionsView analysis={analysis} />
      </Suspense>
    </GenerationPanel>
  );
}
