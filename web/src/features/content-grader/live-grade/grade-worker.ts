/**
 * The Content Grader's re-grade, off the main thread: the draft's side of the grade (marked, wink-nlp and its
 * model, our grade code) against the targets the server measured once for the keyword. Loaded only when the
 * editor opens (live-grade/grade-client.ts), never in the page's first load.
 */
import type { Grade, Targets } from '@lambdas/content-grader/contract';
import { draftFromText } from '@lambdas/content-grader/grade/draft';
import { gradeDraft } from '@lambdas/content-grader/grade/grade';
import { analyzer } from '@lambdas/shared/text-analysis';

/** A re-grade asked for: the draft as it stands, and what to grade it against. */
export interface GradeJob {
  id: number;
  draft: string;
  targets: Targets;
}

/** The answer: the grade and the milliseconds it took in the worker, or why it failed. */
export type GradeReply = { id: number; grade: Grade; ms: number } | { id: number; error: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<GradeJob | 'warm'>) => void) | null;
  postMessage(reply: GradeReply | 'ready'): void;
};

scope.onmessage = ({ data }) => {
  void analyzer().then((nlp) => {
    if (data === 'warm') return scope.postMessage('ready');
    const started = performance.now();
    try {
      const grade = gradeDraft(draftFromText(data.draft), data.targets, nlp);
      scope.postMessage({ id: data.id, grade, ms: performance.now() - started });
    } catch (err) {
      scope.postMessage({ id: data.id, error: err instanceof Error ? err.name : 'Error' });
    }
  });
};
