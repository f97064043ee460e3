import type { LiveStatus } from '../api/use-live-grade';

const lines: Record<Exclude<LiveStatus, 'off'>, string> = {
  ready: 'Your grade follows your edits as you type.',
  grading: 'Updating your grade...',
  'too-long': 'This draft takes too long to grade as you type: grade it again with the button.',
  failed: 'Grading as you type stopped: grade your draft again with the button.',
};

/**
 * Where the grade as you type stands, and (for screen readers, politely) the score once it moves: the score
 * changes only after a pause, so it is heard once per pause, not per keystroke.
 */
export function LiveLine({ status, score }: { status: LiveStatus; score: number | undefined }) {
  if (status === 'off') return null;
  return (
    <>
      <p className="text-xs text-slate-600" data-testid="live-grade-status">
        {lines[status]}
      </p>
      <p className="sr-only" aria-live="polite">
        {score === undefined ? '' : `Your grade as you type: ${score} out of 100.`}
      </p>
    </>
  );
}
