import { depthLabels, type BriefDepth } from '@lambdas/content-brief/contract';
import { formatNumber } from '@lambdas/shared/contracts/format-number';
import { recommendedWords, sourcesTitle, type ResearchFields } from '@lambdas/shared/contracts/research';
import { PAGE_LANGUAGE } from '@/components/generation/language-scope';
import { NoResearchLine, SourceList } from '@/components/generation/research-sources';

interface BriefSourcesProps {
  research: ResearchFields;
  /** The length the visitor chose, shown beside the sources' median. */
  depth: BriefDepth;
}

/**
 * "What ranks today", before the brief's outline: the live sources with their H2s, the recommended length
 * beside the visitor's, the questions the sources' headings ask. Without live data, the line that says so and why.
 */
export function BriefSources({ research, depth }: BriefSourcesProps) {
  if (research.research !== 'live') return <NoResearchLine note={research.researchNote} />;
  const words = recommendedWords(research.sources);
  return (
    <section
      {...PAGE_LANGUAGE}
      className="mb-3 rounded-lg border-l-4 border-teal-500 bg-teal-50 p-4"
      aria-labelledby="what-ranks-today"
    >
      <h3 id="what-ranks-today" className="mb-2 font-semibold text-slate-900">
        {sourcesTitle(research)}
      </h3>
      {words ? (
        <p className="mb-3 text-sm text-slate-700" data-testid="recommended-length">
          Recommended length: about {formatNumber(words)} words (the median of the pages read). You chose{' '}
          {depthLabels[depth]}.
        </p>
      ) : null}
      <SourceList sources={research.sources} />
      {research.questions?.length ? (
        <>
          <h4 className="mt-3 mb-1 text-sm font-semibold text-slate-900">Questions to answer</h4>
          <ul className="list-disc pl-5 text-sm text-slate-700" data-testid="questions-to-answer">
            {research.questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
