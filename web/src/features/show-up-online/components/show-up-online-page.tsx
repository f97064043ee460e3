import { Suspense, useRef, type ReactNode } from 'react';
import type { OnlinePresenceBody } from '@lambdas/show-up-online/contract';
import { ToolPage } from '@/components/tool-page';
import { LanguageScope } from '@/components/generation/language-scope';
import { RefinePanel } from '@/components/workspace/refine-panel';
import { useFocusAfterSwap } from '@/lib/focus-heading';
import { lazyExport } from '@/lib/lazy-export';
import { useAnalysePresence } from '../api/analyse-presence';
import { AnalysisLoading } from './analysis-loading';
import { PresenceForm } from './presence-form';
import { HowItWorksCard } from './side-cards';

// What shows once there is an analysis or a failure (the site facts' contract with it) loads as one starts.
const results = () => import('./analysis-results');
const issue = () => import('./connection-issue');
const facts = () => import('./site-facts-card');
const AnalysisResults = lazyExport(results, 'AnalysisResults');
const ConnectionIssue = lazyExport(issue, 'ConnectionIssue');
const SiteFactsCard = lazyExport(facts, 'SiteFactsCard');

const benefits = [
  'The keyword to target first',
  'Easier keywords you can win sooner',
  'Steps grounded in what we find on your site',
];

/** Form view, then the results view (loading, Connection Issue or the analysis) until Start Over. */
export function ShowUpOnlinePage() {
  const generation = useAnalysePresence();
  // The request of the result on screen (or on its way), a kept one included; none on the form.
  const sent = generation.body;

  function analyse(body: OnlinePresenceBody) {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    for (const load of [results, issue, facts]) void load();
    generation.start(body);
  }

  const startOver = () => generation.reset();

  const answer = generation.data;
  const column = useRef<HTMLDivElement>(null);
  let main: ReactNode;
  let view = 'form';
  if (!sent) main = <PresenceForm onSubmit={analyse} />;
  else if (generation.error) {
    view = 'error';
    // No stand-in while its code loads: focus moves to its heading once it shows (useFocusAfterSwap).
    main = (
      <Suspense>
        <ConnectionIssue
          error={generation.error}
          onRetry={() => generation.start(sent)}
          onStartOver={startOver}
        />
      </Suspense>
    );
  } else if (answer && !generation.isPending) {
    view = 'results';
    main = (
      <>
        <LanguageScope language={generation.language}>
          <Suspense>
            <AnalysisResults answer={answer} onNewAnalysis={startOver} />
          </Suspense>
        </LanguageScope>
        <RefinePanel refinement={generation.refinement} />
      </>
    );
  } else {
    view = 'loading';
    main = <AnalysisLoading step={generation.progress} />;
  }
  useFocusAfterSwap(column, view);

  return (
    <ToolPage
      tool="show-up-online"
      intro="Most customers look for a business online before they visit, call or buy. Tell us about yours and we read your website, find the search phrase to target first and list the steps that help you show up when people search."
      benefits={benefits}
      form={<div ref={column}>{main}</div>}
      result={
        answer && sent && !generation.isPending ? (
          <Suspense fallback={<HowItWorksCard />}>
            <SiteFactsCard facts={answer.siteFacts} error={answer.siteError} />
          </Suspense>
        ) : (
          <HowItWorksCard />
        )
      }
    />
  );
}
