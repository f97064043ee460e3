/**
 * Names a main-thread task by what ran in it: what started it (module evaluation, a callback, an event…), the
 * React commits it holds (marked by the bench's DevTools hook, `REACT_MARKS_SCRIPT`), and where its CPU went:
 * the chunks the CPU profile's samples fall in, style and layout, compilation.
 */
import { basename } from 'node:path';
import { CPU_SLOWDOWN, type MainThreadTask, type PageTrace, type TraceEvent } from './trace-tasks';

/**
 * A stand-in React DevTools hook, installed before the page's scripts: React calls it on every commit, also in
 * production builds, and it leaves a User Timing mark the trace records.
 */
export const REACT_MARKS_SCRIPT = `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, inject: () => 1, checkDCE() {}, onCommitFiberUnmount() {},
  onCommitFiberRoot(id, root) {
    performance.mark(root.current.alternate?.memoizedState?.isDehydrated ? 'react:hydration-commit' : 'react:commit');
  },
  onPostCommitFiberRoot() { performance.mark('react:passive-effects'); },
};`;

const STARTS: [string, (event: TraceEvent) => string][] = [
  ['v8.evaluateModule', () => 'module evaluation'],
  ['EvaluateScript', (event) => `script ${chunkOf(String(event.args?.data?.url ?? ''))}`],
  ['ParseHTML', () => 'HTML parse'],
  ['EventDispatch', (event) => `${String(event.args?.data?.type ?? '')} event`],
  ['TimerFire', () => 'timer'],
  ['FireAnimationFrame', () => 'animation frame'],
  ['FireIdleCallback', () => 'idle callback'],
  ['FunctionCall', () => 'callback'],
];
const STYLE = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'RecalculateStyles']);
const COMPILE = new Set(['v8.compile', 'v8.compileModule', 'v8.parseOnBackground', 'v8.produceModuleCache']);
const REACT: Record<string, string> = {
  'react:hydration-commit': 'hydration commit',
  'react:commit': 'commit',
  'react:passive-effects': 'passive effects',
};

/** A script's chunk name: its file without Vite's content hash; the page itself for its inline script. */
export function chunkOf(url: string): string {
  if (!URL.canParse(url)) return 'inline script';
  const path = new URL(url).pathname;
  if (!path.endsWith('.js')) return 'inline script';
  return basename(path, '.js').replace(/-[\w-]{8}$/, '');
}

interface Sample {
  ts: number;
  ms: number;
  where: string;
}

/** Every CPU profile sample of the page's main thread, with its weight and the chunk it ran in. */
export function profileSamples(trace: PageTrace): Sample[] {
  const nodes = new Map<number, { url?: string; name: string; parent?: number }>();
  const samples: Sample[] = [];
  const start = trace.events.find((e) => e.name === 'Profile')?.args?.data?.startTime;
  let at = typeof start === 'number' ? start : 0;
  for (const chunk of trace.events.filter((e) => e.name === 'ProfileChunk')) {
    const data = chunk.args?.data as {
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: { url?: string; functionName: string } }[];
      };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? [])
      nodes.set(node.id, { url: node.callFrame.url, name: node.callFrame.functionName, parent: node.parent });
    const ids = (data.cpuProfile as { samples?: number[] } | undefined)?.samples ?? [];
    ids.forEach((id, i) => {
      at += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts: at, ms: 0, where: whereOf(nodes, id) });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  const gaps = samples.slice(1).map((sample, i) => sample.ts - samples[i]!.ts);
  // A sample stands for the time to the next one, but no longer than a few intervals: the sampler pauses.
  const most = 4 * ([...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0);
  samples.forEach((sample, i) => (sample.ms = Math.min(gaps[i] ?? 0, most) / 1000));
  return samples;
}

function whereOf(nodes: Map<number, { url?: string; name: string; parent?: number }>, id: number): string {
  const leaf = nodes.get(id);
  if (leaf?.name === '(garbage collector)') return 'GC';
  if (leaf?.name === '(idle)') return 'idle';
  // A builtin or native frame has no script: its time is its nearest caller's.
  for (let node = leaf; node; node = node.parent === undefined ? undefined : nodes.get(node.parent))
    if (node.url) return chunkOf(node.url);
  return 'browser'; // V8's '(program)': the browser's own code (parsing, DOM, scheduling)
}

/** Milliseconds on the simulated phone (CPU time × 4), as the task's own figure. */
const ms = (value: number) => `${Math.round(value * CPU_SLOWDOWN)}`;

/** '<what started it>[, <React commits>]: <chunk> <ms>, …, style/layout <ms>' (CPU time × 4, as the task). */
export function nameTask(task: MainThreadTask, samples: readonly Sample[], fcpTs: number): string {
  const events = task.inside;
  const start = STARTS.map(([name, label]) => {
    const found = events.find((event) => event.name === name);
    return found && label(found);
  }).find(Boolean);
  const marks = events.map((event) => REACT[event.name]).filter((mark): mark is string => Boolean(mark));
  const react = [...new Set(marks)].map((mark) => {
    const count = marks.filter((m) => m === mark).length;
    return count > 1 ? `${mark} ×${count}` : mark;
  });
  const from = fcpTs + task.atMs * 1000;
  const to = from + task.wallMs * 1000;
  const byChunk = new Map<string, number>();
  for (const sample of samples)
    if (sample.ts >= from && sample.ts < to && sample.where !== 'idle')
      byChunk.set(sample.where, (byChunk.get(sample.where) ?? 0) + sample.ms);
  const own = (names: Set<string>) =>
    events.filter((e) => names.has(e.name)).reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0) / 1000, 0);
  // Samples count wall time, which a busy machine stretches: each chunk gets its share of the task's CPU time.
  const sampled = [...byChunk.values()].reduce((sum, time) => sum + time, 0);
  const parts = [...byChunk]
    .map(([chunk, time]) => [chunk, (time / sampled) * task.cpuMs] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .filter(([, time]) => time >= 0.5)
    .map(([chunk, time]) => `${chunk} ${ms(time)}`);
  const style = own(STYLE);
  const compile = own(COMPILE);
  if (style >= 0.5) parts.push(`style/layout ${ms(style)}`);
  if (compile >= 0.5) parts.push(`compile ${ms(compile)}`);
  const head = [start ?? (style > task.cpuMs / 2 ? 'rendering' : 'task'), ...react].join(', ');
  return parts.length ? `${head}: ${parts.join(', ')}` : head;
}
