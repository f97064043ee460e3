/**
 * `npm run bench:events`: p50 and p99 of `POST /api/events` while 200 beacons arrive at once on the local
 * stack (dynalite), three rounds after a warm-up round, with the machine's load average.
 */
import { loadavg } from 'node:os';
import { runEventsBench } from './events-run';
import { quantile } from './import-time';

const CONCURRENT = Number(process.env.CONCURRENT ?? 200);
const ROUNDS = 3;

const loadBefore = loadavg()[0]!;
const [, ...measured] = await runEventsBench({ concurrent: CONCURRENT, rounds: ROUNDS + 1 });
const answers = measured.flat();
const ms = answers.map((answer) => answer.ms);
const statuses = [...new Set(answers.map((answer) => answer.status))].join(', ');
const fmt = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
console.log(
  `bench:events: ${ROUNDS} rounds of ${CONCURRENT} concurrent beacons (4 events each), after a warm-up round`,
);
console.log(`  p50 ${fmt(quantile(ms, 0.5))}   p99 ${fmt(quantile(ms, 0.99))}   statuses: ${statuses}`);
console.log(
  `  load average (1 min) before and after  ${loadBefore.toFixed(2)} / ${loadavg()[0]!.toFixed(2)} on this machine`,
);
