/**
 * CPU microseconds of the fastest of three runs of `run`: this thread's CPU time, so other processes' load does
 * not count, nor the collector's helper threads (the whole process's time put a linear 4× at 8.7× once under
 * load), and the fastest run, so a garbage collection or a compile in one of them does not either.
 * Refuses a run under 10 ms: the thread clock counts in ticks, so a ratio of two tiny runs is noise (a robots.txt
 * test once read 0.1 ms against 2 ms as 21×); repeat the work inside `run` until it is measurable.
 */
export async function cpuWork(run: () => unknown): Promise<number> {
  let fastest = Infinity;
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = process.threadCpuUsage();
    await run();
    const { user, system } = process.threadCpuUsage(started);
    fastest = Math.min(fastest, user + system);
  }
  if (fastest < MIN_MEASURED_US)
    throw new Error(
      `cpuWork measured ${fastest} µs: repeat the work until it takes over ${MIN_MEASURED_US} µs`,
    );
  return fastest;
}

const MIN_MEASURED_US = 10_000;

/** `run` done `count` times in a row: enough work for `cpuWork` to measure. */
export const repeated =
  (count: number, run: () => unknown): (() => Promise<void>) =>
  async () => {
    for (let i = 0; i < count; i++) await run();
  };
