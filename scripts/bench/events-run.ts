/**
 * The events endpoint under a burst of beacons: the real local stack (its dynalite store, the events
 * function, the per-visitor guard) answering `concurrent` beacons at once, each from its own loopback address
 * as separate visitors would, for some rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadLocalConfig } from '../local/config';
import { startLocalStack } from '../local/stack';

/** A page's beacon: its view, a tool run and a copy. */
const beacon = JSON.stringify({
  events: [
    { name: 'page_view', path: '/content-brief', tool: 'content-brief', viewport: 'phone' },
    { name: 'tool_submit', path: '/content-brief', tool: 'content-brief' },
    { name: 'tool_result', path: '/content-brief', tool: 'content-brief' },
    { name: 'result_copy', path: '/content-brief', tool: 'content-brief' },
  ],
});

function send(url: string, localAddress: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(beacon) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(beacon);
  });
}

/** Every beacon's status and milliseconds, round after round. */
export async function runEventsBench({ concurrent, rounds }: { concurrent: number; rounds: number }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'copilot-bench-events-'));
  const config = loadLocalConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'SILENT' });
  const stack = await startLocalStack({ root: process.cwd(), config, log: false });
  try {
    const url = `${stack.url}/api/events`;
    const answers: { status: number; ms: number }[][] = [];
    for (let round = 0; round < rounds; round += 1) {
      answers.push(
        await Promise.all(
          Array.from({ length: concurrent }, (_, n) =>
            send(url, `127.0.${3 + Math.floor(n / 250)}.${(n % 250) + 1}`),
          ),
        ),
      );
    }
    return answers;
  } finally {
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
