import type { Graded } from '@lambdas/content-grader/contract';
import { NoResearchLine, SourceList } from '@/components/generation/research-sources';
import { sourcesTitle } from '@lambdas/shared/contracts/research';
import { Button } from '@/components/ui/button';
import type { LiveStatus } from '../api/use-live-grade';
import { GradeView } from './grade-view';
import { LiveLine } from './live-line';

export interface GradeContentProps {
  graded: Graded | undefined;
  previous: Graded | undefined;
  /** The edits, as they are written. */
  edits: string;
  /** The grade as you type: where it stands, and whether the draft changed since the edits were written. */
  live: { status: LiveStatus; edited: boolean };
  /** 'Suggest edits', when the draft changed since its edits (or has none) and the grade is done. */
  suggest: (() => void) | undefined;
  /** 'Try live search again', when a done grade had none. */
  retryResearch: (() => void) | undefined;
}

/** The grade on screen: its score and items, the edits as they are written, the sources graded against. */
export function GradeContent({ graded, previous, edits, live, suggest, retryResearch }: GradeContentProps) {
  return (
    <>
      {graded ? <LiveLine status={live.status} score={live.edited ? graded.score : undefined} /> : null}
      {graded ? <GradeView graded={graded} previous={previous} /> : null}
      {edits.trim() ? (
        <section aria-labelledby="edits-heading" className="mt-5">
          <h2 id="edits-heading" className="text-base font-semibold text-slate-900">
            Five edits that would raise it most
          </h2>
          {live.edited ? (
            <p className="mt-1 text-xs text-slate-600">Written for your draft before your latest edits.</p>
          ) : null}
          <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{edits}</p>
        </section>
      ) : null}
      {suggest ? (
        <Button size="sm" variant="outline" className="mt-3" onClick={suggest}>
          Suggest edits
        </Button>
      ) : null}
      {graded?.sources.length ? (
        <section aria-labelledby="sources-heading" className="mt-5">
          <h2 id="sources-heading" className="mb-2 text-base font-semibold text-slate-900">
            {sourcesTitle(graded)}
          </h2>
          <SourceList sources={graded.sources} compact />
        </section>
      ) : graded && graded.research !== 'live' ? (
        <div className="mt-5">
          <NoResearchLine note={graded.researchNote} />
          {retryResearch ? (
            <Button size="sm" variant="outline" onClick={retryResearch}>
              Try live search again
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
