import { Gauge } from 'lucide-react';
import type { Demo } from '@/lib/demo-output';
import type { Graded } from '@lambdas/content-grader/contract';
import type { DemoSample } from '@lambdas/shared/contracts/generation';
import { GenerationPanel } from '@/components/generation/generation-panel';
import { NoResearchLine, SourceList } from '@/components/generation/research-sources';
import { Button } from '@/components/ui/button';
import type { LiveStatus } from '../api/use-live-grade';
import { GradeActions } from './grade-actions';
import { GradeView } from './grade-view';
import { LiveLine } from './live-line';

interface ContentGraderResultProps {
  graded: Graded | undefined;
  previous: Graded | undefined;
  /** The edits, as they are written. */
  edits: string;
  keyword: string;
  generating: boolean;
  /** Still reading the draft and researching, before the grade. */
  grading: boolean;
  demo: Demo;
  sample?: DemoSample | undefined;
  error: unknown;
  /** The grade as you type: where it stands, and whether the draft changed since the edits were written. */
  live: { status: LiveStatus; edited: boolean };
  /** Asks the model for edits of the draft as it now stands (a pasted draft only). */
  onSuggestEdits?: (() => void) | undefined;
  /** Grades again with live search, when the grade had none. */
  onRetryResearch: () => void;
}

/** 'Your Grade': the score and its items, the edits as they are written, then the sources graded against. */
export function ContentGraderResult(props: ContentGraderResultProps) {
  const { graded, previous, edits, generating, demo, error, live } = props;
  const done = !generating && !error && graded ? graded : undefined;
  const suggest =
    done && props.onSuggestEdits && (live.edited || !edits.trim()) ? props.onSuggestEdits : undefined;
  return (
    <GenerationPanel
      title="Your Grade"
      actions={<GradeActions graded={done} edits={edits} keyword={props.keyword} demo={demo} />}
      generating={generating}
      demo={demo}
      sample={props.sample}
      error={error}
      hasResult={Boolean(graded)}
      label="Content grade"
      generatingText={props.grading ? 'Reading your draft and what ranks today...' : 'Writing the edits...'}
      readyText={graded ? `Graded ${graded.score} out of 100.` : 'Your draft is graded.'}
      incompleteText="The edits stopped before they were finished."
      empty={{ icon: Gauge, text: 'Paste your draft and its keyword: its grade will appear here.' }}
      heightClass="h-[640px]"
    >
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
            What Ranks Today
          </h2>
          <SourceList sources={graded.sources} compact />
        </section>
      ) : graded && graded.research !== 'live' ? (
        <div className="mt-5">
          <NoResearchLine note={graded.researchNote} />
          {done ? (
            <Button size="sm" variant="outline" onClick={props.onRetryResearch}>
              Try live search again
            </Button>
          ) : null}
        </div>
      ) : null}
    </GenerationPanel>
  );
}
