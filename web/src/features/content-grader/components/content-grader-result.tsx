import { Suspense } from 'react';
import { Gauge } from 'lucide-react';
import type { Demo } from '@/lib/demo-output';
import type { Graded } from '@lambdas/content-grader/contract';
import type { DemoSample } from '@lambdas/shared/contracts/generation';
import { GenerationPanel } from '@/components/generation/generation-panel';
import { lazyExport } from '@/lib/lazy-export';
import { loadGradeContent } from '../api/use-content-grader';
import type { LiveStatus } from '../api/use-live-grade';
import { GradeActions } from './grade-actions';

// The grade, the edits and the sources on screen (tabs, the labels, the research contract) load with the first grade.
const GradeContent = lazyExport(loadGradeContent, 'GradeContent');

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
      {/* Until the grade's code is in, the edits as written. */}
      <Suspense fallback={<p className="text-sm whitespace-pre-wrap text-slate-800">{edits}</p>}>
        <GradeContent
          graded={graded}
          previous={previous}
          edits={edits}
          live={live}
          suggest={suggest}
          retryResearch={done ? props.onRetryResearch : undefined}
        />
      </Suspense>
    </GenerationPanel>
  );
}
