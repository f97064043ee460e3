import type { Grade, Targets } from '@lambdas/content-grader/contract';
import type { GradeJob, GradeReply } from './grade-worker';

/** A re-grade still running this long after its worker was ready is stopped: the worker is ended, a new one starts. */
export const GRADE_TIME_CAP_MS = 3000;

/** A draft whose re-grade passed the time cap. */
export class TooLongToGradeError extends Error {
  override readonly name = 'TooLongToGradeError';
}

export interface GradeClient {
  /** The draft graded in the worker against the targets; rejects past the time cap. */
  grade(draft: string, targets: Targets): Promise<{ grade: Grade; ms: number }>;
  close(): void;
}

interface Waiting {
  resolve: (answer: { grade: Grade; ms: number }) => void;
  reject: (error: Error) => void;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * The grade worker, started at once so its NLP loads while the visitor reads the first grade. Each job gets the
 * time cap once the worker is ready (loading the model is not grading); a job past it ends the worker, which
 * is the only way to stop a synchronous grade, and the next job starts a new one.
 */
export function gradeClient(): GradeClient {
  const waiting = new Map<number, Waiting>();
  let next = 0;
  let current: { worker: Worker; ready: Promise<void> } | undefined;
  const fail = (error: Error) => {
    for (const job of waiting.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    waiting.clear();
    current?.worker.terminate();
    current = undefined;
  };
  const start = () => {
    const worker = new Worker(new URL('./grade-worker.ts', import.meta.url), {
      type: 'module',
      name: 'content-grader',
    });
    let ready!: () => void;
    const started = { worker, ready: new Promise<void>((resolve) => (ready = resolve)) };
    worker.onmessage = ({ data }: MessageEvent<GradeReply | 'ready'>) => {
      if (data === 'ready') return ready();
      const job = waiting.get(data.id);
      if (!job) return;
      waiting.delete(data.id);
      clearTimeout(job.timer);
      if ('error' in data) job.reject(new Error(data.error));
      else job.resolve({ grade: data.grade, ms: data.ms });
    };
    worker.onerror = () => fail(new Error('The grade worker stopped'));
    worker.postMessage('warm');
    return started;
  };
  current = start();
  return {
    grade(draft, targets) {
      current ??= start();
      const { worker, ready } = current;
      const id = ++next;
      return new Promise((resolve, reject) => {
        const job: Waiting = { resolve, reject };
        waiting.set(id, job);
        void ready.then(() => {
          if (waiting.has(id))
            job.timer = setTimeout(() => fail(new TooLongToGradeError()), GRADE_TIME_CAP_MS);
        });
        worker.postMessage({ id, draft, targets } satisfies GradeJob);
      });
    },
    close: () => fail(new Error('closed')),
  };
}
