import type { DemoVariant, Instruction } from './demo-sample';
import { variantOf } from './demo-sample';

/** A list sample and its second pool, each written in advance. */
export type ListPools<T> = readonly [first: readonly T[], second: readonly T[]];

/**
 * The written versions of a list of `count` items whose words are measured by `words`: the shorter
 * version holds the `count` shortest items of both pools and the longer one the `count` longest,
 * each in written order, so the list keeps its promised length while Shorter really is shorter.
 */
export function listLevels<T>(pools: ListPools<T>, count: number, words: (item: T) => number) {
  const all = [...pools[0].slice(0, count), ...pools[1].slice(0, count)];
  const pick = (longest: boolean) => {
    const ranked = all
      .map((item, i) => ({ i, n: words(item) }))
      .sort((a, b) => (longest ? b.n - a.n : a.n - b.n) || a.i - b.i)
      .slice(0, count)
      .sort((a, b) => a.i - b.i);
    return ranked.map(({ i }) => all[i]!);
  };
  const [short, long] = [pick(false), pick(true)];
  const [first, second] = [pools[0].slice(0, count), pools[1].slice(0, count)];
  return [
    { levels: [short, first, long], another: [second, second, second] },
    { levels: [short, second, long], another: [first, first, first] },
  ];
}

/** A refinement of a list sample found among `pools` of versions (see `variantOf`). */
export const listVariant = <T>(
  pools: ReturnType<typeof listLevels<T>>[],
  previous: readonly T[],
  instruction: Instruction,
): DemoVariant<readonly T[]> => variantOf(pools.flat(), previous, instruction);
