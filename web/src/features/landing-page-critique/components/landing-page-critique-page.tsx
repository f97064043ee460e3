import { Suspense } from 'react';
import type { CritiqueBody } from '@lambdas/landing-page-critique/contract';
import { ToolPage } from '@/components/tool-page';
import { LanguageScope } from '@/components/generation/language-scope';
import { RefinePanel } from '@/components/workspace/refine-panel';
import { loadChecksPanel, useGenerateCritique } from '../api/generate-critique';
import { lazyExport } from '@/lib/lazy-export';
import { CritiqueForm } from './critique-form';
import { CritiqueResult } from './critique-result';

// The measured checks show once a page was read: their panel (verdict words, evidence) loads then.
const ChecksPanel = lazyExport(loadChecksPanel, 'ChecksPanel');

const benefits = [
  'Measured checks with the evidence behind them',
  'A critique in seven sections, cited',
  'Your page beside a competitor',
];

export function LandingPageCritiquePage() {
  const generation = useGenerateCritique();
  const { body } = generation;

  function analyze(body: CritiqueBody) {
    generation.start(body);
  }

  return (
    <ToolPage
      tool="landing-page-critique"
      intro="Give us your landing page's address, or paste its copy: we measure what a visitor and a search engine see, then critique the copy for your audience and your conversion goal."
      benefits={benefits}
      resultRef={generation.resultRef}
      form={<CritiqueForm analyzing={generation.isPending} onSubmit={analyze} />}
      result={
        <div className="flex flex-col gap-6">
          <LanguageScope language={generation.language}>
            <CritiqueResult
              analysis={generation.text}
              measured={generation.measured}
              url={body?.mode === 'url' ? body.landingPageUrl : undefined}
              analyzing={generation.writing}
              demo={generation.demo}
              sample={generation.sample}
              error={generation.error}
            />
          </LanguageScope>
          <RefinePanel refinement={generation.refinement} hidden={generation.isPending} />
          {generation.measured && (
            <Suspense>
              <ChecksPanel measured={generation.measured} />
            </Suspense>
          )}
        </div>
      }
    />
  );
}
