import type { VisitorEvent } from '@lambdas/shared/contracts/events';
import { EVENTS_MAX_BODY_BYTES, EVENTS_PATH, EVENTS_PER_BATCH } from '@catalog/events-limits';

/** An event as a feature reports it: the current page's template and tool are filled in unless given. */
type Reported = VisitorEvent extends infer E
  ? E extends VisitorEvent
    ? Omit<E, 'path' | 'tool'> & { path?: string; tool?: string }
    : never
  : never;

/** The page being viewed, as the events name it: its route template and, on a tool's page, the tool. */
export const currentPage: { path: string; tool?: string } = { path: '/' };

const queue: VisitorEvent[] = [];

/**
 * Counts one event (issue 30). Events wait in memory and leave in one request when the next page is
 * viewed, when the visitor leaves (the page hidden), or when 20 wait: no cookie, no identifier.
 */
export function track(event: Reported): void {
  const { path, tool } = currentPage;
  queue.push({ path, ...(tool ? { tool } : {}), ...event } as VisitorEvent);
  if (queue.length >= EVENTS_PER_BATCH) flush();
}

function send(body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.(EVENTS_PATH, blob)) return;
  void fetch(EVENTS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
  })
    // Counting is best effort: a visitor never hears of it.
    .catch(() => undefined);
}

/** Sends what waits, in as few requests under the body cap as it takes (one, in practice). */
export function flush(): void {
  while (queue.length > 0) {
    const batch = queue.splice(0, EVENTS_PER_BATCH);
    let body = JSON.stringify({ events: batch });
    while (body.length > EVENTS_MAX_BODY_BYTES && batch.length > 1) {
      queue.unshift(...batch.splice(Math.ceil(batch.length / 2)));
      body = JSON.stringify({ events: batch });
    }
    if (body.length <= EVENTS_MAX_BODY_BYTES) send(body);
  }
}

/** Runs `work` once the browser is idle (soon after, where it cannot tell). */
export const whenIdle = (work: () => void): void => {
  if (window.requestIdleCallback) window.requestIdleCallback(work);
  else setTimeout(work, 1);
};

const onHidden = () => {
  if (document.visibilityState === 'hidden') flush();
};

/** Sends what waits when the visitor leaves; called again after another listener must run first. */
export function flushOnLeaving(): void {
  document.removeEventListener('visibilitychange', onHidden);
  document.addEventListener('visibilitychange', onHidden);
  removeEventListener('pagehide', flush);
  addEventListener('pagehide', flush);
}
