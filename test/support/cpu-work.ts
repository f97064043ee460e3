/**
 * CPU microseconds of the fastest of three runs of `run`: this thread's CPU time, so other processes' load does
 * not count, nor the collector's helper threads (the whole process's time put a linear 4× at 8.7× once under
 * load), and the fastest run, so a garbage collection or a compile in one of them does not either.
 */
export async function cpuWork(run: () => unknown): Promise<number> {
  let fastest = Infinity;
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = process.threadCpuUsage();
    await run();
    const { user, system } = process.threadCpuUsage(started);
    fastest = Math.min(fastest, user + system);
  }
  return fastest;
}
