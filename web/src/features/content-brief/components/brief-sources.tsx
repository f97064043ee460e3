import { ExternalLink, SearchX } from 'lucide-react';
import { depthLabels, type BriefDepth } from '@lambdas/content-brief/contract';
import { formatNumber } from '@lambdas/shared/contracts/format-number';
import {
  NO_RESEARCH_LINE,
  recommendedWords,
  SOURCES_TITLE,
  type ResearchFields,
} from '@lambdas/shared/contracts/research';

interface BriefSourcesProps {
  research: ResearchFields;
  /** The length the visitor chose, shown beside the sources' median. */
  depth: BriefDepth;
}

/**
 * "What ranks today", before the brief's outline: each live source with its clickable title (a new tab, no
 * referrer, nofollow), domain, word count and H2s; the recommended length beside the visitor's; the questions
 * the sources' headings ask. Without live data, the line that says so and why.
 */
export function BriefSources({ research, depth }: BriefSourcesProps) {
  if (research.research !== 'live') {
    return (
      <p
        className="mb-3 flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-700"
        data-testid="no-research"
      >
        <SearchX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{NO_RESEARCH_LINE}.</strong> {research.researchNote}
        </span>
      </p>
    );
  }
  const words = recommendedWords(research.sources);
  return (
    <section
      className="mb-3 rounded-lg border-l-4 border-teal-500 bg-teal-50 p-4"
      aria-labelledby="what-ranks-today"
    >
      <h3 id="what-ranks-today" className="mb-2 font-semibold text-slate-900">
        {SOURCES_TITLE}
      </h3>
      {words ? (
        <p className="mb-3 text-sm text-slate-700" data-testid="recommended-length">
          Recommended length: about {formatNumber(words)} words (the median of the pages read). You chose{' '}
          {depthLabels[depth]}.
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {research.sources.map((source) => (
          <li key={source.n} className="min-w-0 text-sm">
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex max-w-full items-baseline gap-1 font-medium break-words text-sky-800 underline"
            >
              <span>
                [{source.n}] {source.title}
              </span>
              <ExternalLink className="size-3 shrink-0" aria-label="(opens in a new tab)" />
            </a>
            <p className="text-slate-600">
              {source.domain} ·{' '}
              {source.read ? `${formatNumber(source.wordCount)} words` : 'could not be read'}
            </p>
            {source.headings.length ? (
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {source.headings.map((heading, i) => (
                  <li key={`${i}-${heading}`} className="break-words">
                    {heading}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
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
