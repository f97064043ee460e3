/**
 * `npm run bench:events`: p50 and p99 of `POST /api/events` while 200 beacons arrive at once on the local
 * stack (dynalite), three rounds after a warm-up round, with the machine's load average.
 */
import { loadavg } from 'node:os';
import { routeById } from '../../catalog/routes';
import { runEventsBench } from './events-run';
import { quantile } from './import-time';

const CONCURRENT = Number(process.env.CONCURRENT ?? 200);
const ROUNDS = 3;

const loadBefore = loadavg()[0]!;
const [, ...measured] = await runEventsBench({ concurrent: CONCURRENT, rounds: ROUNDS + 1 });
const answers = measured.flat();
const ms = answers.map((answer) => answer.ms);
const counts = new Map<number, number>();
for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
const statuses = [...counts].map(([status, n]) => `${status} ×${n}`).join(', ');
const fmt = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
console.log(
  `bench:events: ${ROUNDS} rounds of ${CONCURRENT} concurrent beacons (4 events each), after a warm-up round`,
);
console.log(`  p50 ${fmt(quantile(ms, 0.5))}   p99 ${fmt(quantile(ms, 0.99))}   statuses: ${statuses}`);
if ([...counts.keys()].some((status) => status !== 204))
  console.log(
    `  a 504 is a beacon that waited past the route’s ${routeById('events').timeoutSeconds} s in this one process` +
      ' (dynalite writes one at a time); a deployed function answers each beacon alone',
  );
console.log(
  `  load average (1 min) before and after  ${loadBefore.toFixed(2)} / ${loadavg()[0]!.toFixed(2)} on this machine`,
);
