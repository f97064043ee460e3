/**
 * `npm run bench:publish [sizes…]`: for a blog of 10, 1,000 and 10,000 published posts, the CPU, wall time and
 * files of a full `site render`, of one `posts add new.md --publish` on top of it (the admin CLI, run as an
 * editor runs it), and of Eleventy rendering the same posts (scripts/bench/eleventy), with our full render's
 * CPU over Eleventy's. Prints figures; asserts nothing (test/unit/scripts/bench-publish.test.ts runs it tiny).
 */
import { benchPublish, type RunFigures } from './publish-run';

const sizes = process.argv.slice(2).map(Number);
const seconds = (n: number) => `${n.toFixed(1)} s`.padStart(8);
const row = (size: number, label: string, r: RunFigures) =>
  `${String(size).padStart(6)}  ${label.padEnd(26)} ${seconds(r.cpu)} ${seconds(r.wall)}  ${`${r.written} (${r.redirects})`.padStart(15)}  ${`${r.changed}/${r.files}`.padStart(13)}  ${String(r.invalidated).padStart(11)}  ${r.load.map((n) => n.toFixed(2)).join(', ')}`;

console.log(
  'Each command in its own process; files counted in its output folder (ours with their .br and .gz twins).\n',
);
console.log(
  `${'posts'.padStart(6)}  ${'command'.padEnd(26)} ${'CPU'.padStart(8)} ${'wall'.padStart(8)}  written (redirects)  changed/files  invalidated  load (1, 5, 15 min)`,
);
for (const size of sizes.length ? sizes : [10, 1000, 10000]) {
  const bench = await benchPublish(size);
  console.log(
    `${String(size).padStart(6)}  first numbering of the archive (once) ${seconds(bench.numbering)} CPU`,
  );
  console.log(row(size, 'site render', bench.render));
  console.log(row(size, 'posts add new.md --publish', bench.publish));
  console.log(row(size, 'Eleventy 3, same posts', bench.eleventy));
  console.log(`${String(size).padStart(6)}  full render ÷ Eleventy (CPU): ${bench.ratio.toFixed(1)}×`);
}
