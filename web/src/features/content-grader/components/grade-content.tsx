import type { Graded } from '@lambdas/content-grader/contract';
import { NoResearchLine, SourceList } from '@/components/generation/research-sources';
import { GradeView } from './grade-view';

/** The grade on screen: its score and items, the edits as they are written, the sources graded against. */
export function GradeContent({
  graded,
  previous,
  edits,
}: {
  graded: Graded | undefined;
  previous: Graded | undefined;
  edits: string;
}) {
  return (
    <>
      {graded ? <GradeView graded={graded} previous={previous} /> : null}
      {edits.trim() ? (
        <section aria-labelledby="edits-heading" className="mt-5">
          <h2 id="edits-heading" className="text-base font-semibold text-slate-900">
            Five edits that would raise it most
          </h2>
          <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{edits}</p>
        </section>
      ) : null}
      {graded?.sources.length ? (
        <section aria-labelledby="sources-heading" className="mt-5">
          <h2 id="sources-heading" className="mb-2 text-base font-semibold text-slate-900">
            What Ranks Today
          </h2>
          <SourceList sources={graded.sources} compact />
        </section>
      ) : graded && graded.research !== 'live' ? (
        <div className="mt-5">
          <NoResearchLine note={graded.researchNote} />
        </div>
      ) : null}
    </>
  );
}
