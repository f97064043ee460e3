import { setTimeout as sleep } from 'node:timers/promises';
import { RequestTimeoutError } from '../shared/http/errors';
import type { Lead } from '../shared/repositories/lead-record';
import type { RoastLeadsRepository } from '../shared/repositories/roast-leads-repository';

/** How often a request reads the lead while a twin of its submission works. */
const POLL_MS = 200;

/**
 * Waits for another request of the same submission (a double click, a retry sent while the first still
 * runs) to reach the point `reached` names, reading the lead (strongly consistent) until it does, so the
 * twin answers what the first achieved instead of doing it again. Past `waitMs`, a 504: try again.
 */
export async function awaitTwin(
  leads: Pick<RoastLeadsRepository, 'get'>,
  id: string,
  reached: (lead: Lead) => boolean,
  waitMs: number,
): Promise<Lead> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const lead = await leads.get(id);
    if (!lead) throw new RequestTimeoutError(); // deleted meanwhile (deletion right): nothing to answer
    if (reached(lead)) return lead;
    if (Date.now() + POLL_MS > deadline) throw new RequestTimeoutError();
    await sleep(POLL_MS);
  }
}
