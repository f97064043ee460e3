import { useEffect, useState } from 'react';
import type { Grade, Targets } from '@lambdas/content-grader/contract';
import type { GradeClient } from '../live-grade/grade-client';

/** Quiet time after a keystroke that counts as a pause: the re-grade starts then. */
export const PAUSE_MS = 150;

/** Where the grade as you type stands. */
export type LiveStatus = 'off' | 'ready' | 'grading' | 'too-long' | 'failed';

interface LiveState {
  targets?: Targets;
  grade?: Grade;
  status: LiveStatus;
}

/**
 * The re-grades of one page, outside React's state: the worker client (loaded with the first targets), the
 * latest draft waiting for a pause, and one re-grade at a time, each against the targets it started with.
 */
function liveGrader(setState: (update: (now: LiveState) => LiveState) => void) {
  let client: Promise<GradeClient> | undefined;
  let targets: Targets | undefined;
  let waiting: string | undefined;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  async function run(): Promise<void> {
    const against = targets;
    const draft = waiting;
    if (running || !against || draft === undefined || !client) return;
    running = true;
    waiting = undefined;
    setState((now) => ({ ...now, targets: against, status: 'grading' }));
    try {
      const { grade } = await (await client).grade(draft, against);
      setState((now) => (now.targets === against ? { targets: against, grade, status: 'ready' } : now));
    } catch (err) {
      const status = err instanceof Error && err.name === 'TooLongToGradeError' ? 'too-long' : 'failed';
      setState((now) => (now.targets === against ? { ...now, status } : now));
    } finally {
      running = false;
      if (waiting !== undefined) void run();
    }
  }
  return {
    /** New targets (a new server grade): later edits are graded against them; the worker starts with the first. */
    retarget(next: Targets | undefined) {
      targets = next;
      if (next) client ??= import('../live-grade/grade-client').then(({ gradeClient }) => gradeClient());
    },
    /** The draft as it now stands: graded once the typing pauses. */
    edit(draft: string) {
      if (!targets) return;
      waiting = draft;
      clearTimeout(timer);
      timer = setTimeout(() => void run(), PAUSE_MS);
    },
    close() {
      clearTimeout(timer);
      void client?.then((found) => found.close());
    },
  };
}

/**
 * The grade as you type: once a pasted draft has its targets (the first grade), each pause in the editing
 * re-grades the draft in a worker against them, with no request (so no rate-limit window and no tokens).
 * The worker, and the NLP in it, load when the targets first arrive, never with the page. Edits made while a
 * re-grade runs wait for it, and only the latest is graded.
 */
export function useLiveGrade(targets: Targets | undefined) {
  const [state, setState] = useState<LiveState>({ status: 'ready' });
  const [grader] = useState(() => liveGrader(setState));
  useEffect(() => {
    grader.retarget(targets);
  }, [grader, targets]);
  useEffect(() => () => grader.close(), [grader]);
  const current = targets !== undefined && state.targets === targets;
  return {
    /** The latest re-grade of the draft against these targets; none before the first edit. */
    grade: current ? state.grade : undefined,
    status: targets === undefined ? ('off' as const) : current ? state.status : ('ready' as const),
    edit: grader.edit,
  };
}
