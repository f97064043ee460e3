import { chunkOf, nameTask, profileSamples } from '../../../scripts/bench/task-names';
import { blockingEstimate, readPageTrace, type TraceEvent } from '../../../scripts/bench/trace-tasks';

const page = { pid: 10, tid: 10 };
const origin = 'http://127.0.0.1:4000';
const fcp = 1_000_000;

/** A top-level task of the page's main thread: `cpu` ms of thread time at `at` ms after first paint. */
const task = (at: number, cpu: number, wall = cpu): TraceEvent => ({
  ...page,
  name: 'RunTask',
  ph: 'X',
  ts: fcp + at * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
});
const inside = (name: string, at: number, cpu: number, args?: TraceEvent['args']): TraceEvent => ({
  ...page,
  name,
  ph: 'X',
  ts: fcp + at * 1000,
  dur: cpu * 1000,
  tdur: cpu * 1000,
  ...(args ? { args } : {}),
});
const mark = (name: string, at: number): TraceEvent => ({ ...page, name, ph: 'I', ts: fcp + at * 1000 });

/** A CPU profile sampling every millisecond from `at`: the first `n` samples in one script, then idle. */
function profile(at: number, scripts: string[]): TraceEvent[] {
  const nodes = [
    { id: 1, callFrame: { functionName: '(root)' } },
    { id: 2, parent: 1, callFrame: { functionName: '(idle)' } },
    ...scripts.map((url, i) => ({ id: 3 + i, parent: 1, callFrame: { functionName: 'f', url } })),
  ];
  return [
    { ...page, name: 'Profile', ph: 'P', id: '0x1', ts: fcp, args: { data: { startTime: fcp + at * 1000 } } },
    {
      pid: page.pid,
      tid: 99,
      name: 'ProfileChunk',
      ph: 'P',
      id: '0x1',
      ts: fcp,
      args: {
        data: {
          cpuProfile: { nodes, samples: [...scripts.map((_, i) => 3 + i), 2] },
          timeDeltas: [0, ...scripts.map(() => 1000)],
        },
      },
    },
  ];
}

const trace = (events: TraceEvent[]) =>
  JSON.stringify({
    traceEvents: [{ ...page, name: 'firstContentfulPaint', ph: 'I', ts: fcp }, ...events],
  });

describe('bench:main-thread trace reading', () => {
  it('sums 4 × thread CPU time over 50 ms of the top-level tasks from first paint on, not their wall time', () => {
    const { tasks } = readPageTrace(
      trace([
        task(-200, 100), // before first paint: not counted
        task(10, 30, 400), // 120 ms on the phone: 70 over; its wall time (a busy machine) does not count
        { ...task(12, 20), ts: fcp + 12_000 }, // a task inside a task: counted once, in its parent
        task(500, 10), // 40 ms: under 50
        { ...task(600, 80), pid: 11, tid: 11 }, // another process's main thread
        { ...task(700, 40), tid: 12 }, // another thread of the page's process
      ]),
    );
    expect(tasks.map((t) => [t.atMs, t.cpuMs])).toEqual([
      [-200, 100],
      [10, 30],
      [500, 10],
    ]);
    expect(blockingEstimate(tasks)).toBe(70);
  });

  it('names a task by what started it, the React commits in it and the chunks its CPU time went to', () => {
    const scripts = [`${origin}/assets/framework-AbC12_-9.js`, `${origin}/assets/zod-Zz99xx00.js`];
    const parsed = readPageTrace(
      trace([
        task(0, 40, 80),
        inside('FunctionCall', 0, 30),
        inside('Layout', 31, 2),
        mark('react:hydration-commit', 20),
        mark('react:passive-effects', 25),
        mark('react:passive-effects', 26),
        ...profile(0, [scripts[0]!, scripts[0]!, scripts[0]!, scripts[1]!]),
      ]),
    );
    const samples = profileSamples(parsed);
    // Three samples of four in the framework: three quarters of 40 ms of CPU, × 4.
    expect(nameTask(parsed.tasks[0]!, samples, parsed.fcpTs)).toBe(
      'callback, hydration commit, passive effects ×2: framework 120, zod 40, style/layout 8',
    );
  });

  it('reads a chunk’s name from its file, without the content hash', () => {
    expect(chunkOf(`${origin}/assets/content-brief-page-D1x_9aZq.js`)).toBe('content-brief-page');
    expect(chunkOf(`${origin}/content-brief`)).toBe('inline script');
    expect(chunkOf('')).toBe('inline script');
  });

  it('refuses a trace without a first contentful paint', () => {
    expect(() => readPageTrace(JSON.stringify([task(0, 10)]))).toThrow(/firstContentfulPaint/);
  });
});
