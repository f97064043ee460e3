/**
 * `npm run bench:zod`: what zod costs each function's cold start, in gzip (zod-run.ts). Prints each route's
 * bundle as it is and with zod replaced by a stand-in that does nothing, beside the function's floor. The
 * stand-in is a lower bound for any other validation: hand-written checks would weigh something, the stand-in
 * nothing. Sizes only; the stand-in bundles are never run.
 */
import { zodShares } from './zod-run';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;

console.table(
  zodShares().map(({ id, withZod, withoutZod, floor }) => ({
    function: id,
    gzip: kb(withZod),
    'zod share': kb(withZod - withoutZod),
    'floor gzip': kb(floor),
    'size ÷ floor': ratio(withZod, floor),
    'without zod ÷ floor': ratio(withoutZod, floor),
  })),
);
