/**
 * Reads a Chromium trace (the JSON `browser.stopTracing()` answers) for `bench:main-thread`: the page's renderer
 * main thread, its first contentful paint and its top-level tasks with their thread CPU time, and the blocking
 * estimate Lighthouse's simulated phone would give them.
 */

/** One trace event, as Chromium writes it (times in microseconds). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event. */
  tdur?: number;
  id?: string;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
}

/** The slowdown Lighthouse simulates for a phone, and the part of a task that does not block. */
export const CPU_SLOWDOWN = 4;
export const BLOCKING_FROM_MS = 50;

/** A top-level task of the main thread, with every event it holds. */
export interface MainThreadTask {
  /** Start, milliseconds after first contentful paint (negative before it). */
  atMs: number;
  wallMs: number;
  cpuMs: number;
  /** The events inside it on the same thread, and the instant marks (React commits) it holds. */
  inside: TraceEvent[];
}

export interface PageTrace {
  tasks: MainThreadTask[];
  /** Every event of the page's main thread and its CPU profile chunks, for naming tasks. */
  events: TraceEvent[];
  fcpTs: number;
}

const eventsOf = (json: string): TraceEvent[] => {
  const parsed = JSON.parse(json) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
};

/**
 * The page's main thread: the one that painted its first contentful paint (the renderer of the page, not the
 * browser's own UI renderer), and its top-level `RunTask`s (those no other task holds), in order.
 */
export function readPageTrace(json: string): PageTrace {
  const all = eventsOf(json);
  const fcp = all.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no firstContentfulPaint: did the page paint?');
  const onThread = all.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid);
  // The CPU profile starts on the thread it samples; its chunks come from the sampler's thread.
  const profiles = onThread.filter((e) => e.name === 'Profile');
  const ids = new Set(profiles.map((e) => e.id));
  const chunks = all.filter((e) => e.name === 'ProfileChunk' && e.pid === fcp.pid && ids.has(e.id));
  const complete = onThread
    .filter((event) => event.ph === 'X' || event.ph === 'I' || event.ph === 'R')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: MainThreadTask[] = [];
  let open: { task: MainThreadTask; end: number } | undefined;
  for (const event of complete) {
    if (open && event.ts < open.end) {
      open.task.inside.push(event);
      continue;
    }
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    const task = {
      atMs: (event.ts - fcp.ts) / 1000,
      wallMs: (event.dur ?? 0) / 1000,
      cpuMs: (event.tdur ?? event.dur ?? 0) / 1000,
      inside: [],
    };
    tasks.push(task);
    open = { task, end: event.ts + (event.dur ?? 0) };
  }
  return { tasks, events: [...complete, ...profiles, ...chunks], fcpTs: fcp.ts };
}

/** A task's CPU time on the simulated phone. */
export const phoneMs = (task: Pick<MainThreadTask, 'cpuMs'>): number => task.cpuMs * CPU_SLOWDOWN;

/** Σ max(0, 4·cpu − 50 ms) over the tasks that start at or after first contentful paint. */
export function blockingEstimate(tasks: readonly MainThreadTask[]): number {
  return tasks
    .filter((task) => task.atMs >= 0)
    .reduce((sum, task) => sum + Math.max(0, phoneMs(task) - BLOCKING_FROM_MS), 0);
}
