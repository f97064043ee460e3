import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** The longest a close waits for dynalite's answers: a shutdown never hangs on a request that went astray. */
const DRAIN_LIMIT_MS = 10_000;

/**
 * Lets dynalite close without losing a write: dynalite throws ('Database is closed') from inside a request
 * whose action is still running when its database closes, which kills the process. A function that timed out
 * locally keeps writing after its 504 (as in Lambda), so a burst of them can outlive the site server. `drain()`
 * answers every later request 503 (the SDK retries, then the late write fails inside that function) and
 * resolves once every request already taken has been answered; then closing is safe.
 */
export function drainable(server: Server): { drain(): Promise<void> } {
  let inFlight = 0;
  let idle: (() => void) | undefined;
  const count = (req: IncomingMessage, res: ServerResponse) => {
    inFlight += 1;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight -= 1;
      if (inFlight === 0) idle?.();
    };
    // Counted until dynalite ends its answer, even when the client's socket went away first...
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      finish();
      return end(...args);
    }) as ServerResponse['end'];
    // ...or until the client left before its body was whole: dynalite then never starts the action.
    req.once('close', () => req.complete || finish());
  };
  server.prependListener('request', count);
  return {
    async drain() {
      for (const handler of server.listeners('request'))
        if (handler !== count) server.off('request', handler as (...args: unknown[]) => void);
      server.on('request', (_req: IncomingMessage, res: ServerResponse) =>
        res
          .writeHead(503, { 'Content-Type': 'application/x-amz-json-1.0' })
          .end('{"__type":"ServiceUnavailable"}'),
      );
      if (inFlight === 0) return;
      const quiet = new AbortController();
      await Promise.race([
        new Promise<void>((resolve) => (idle = resolve)),
        sleep(DRAIN_LIMIT_MS, undefined, { signal: quiet.signal, ref: false }).catch(() => undefined),
      ]);
      quiet.abort();
    },
  };
}
