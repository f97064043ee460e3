/**
 * YouTube resets its daily quota at midnight Pacific time, whatever the season. The US rule (since 2007) is
 * written out here rather than read through Intl with 'America/Los_Angeles': the first Intl call in a
 * process loads ICU, about 20 ms of a cold start. A test checks it against the tz database hour by hour.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The day of the month of a month's `n`th Sunday. */
const nthSunday = (year: number, month: number, n: number) =>
  1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * (n - 1);

/** Pacific time minus UTC at `ms`: -7 h from March's second Sunday, 2 AM PST, to November's first, 2 AM PDT; else -8 h. */
function offsetMs(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const summerStarts = Date.UTC(year, 2, nthSunday(year, 2, 2), 10);
  const summerEnds = Date.UTC(year, 10, nthSunday(year, 10, 1), 9);
  return (ms >= summerStarts && ms < summerEnds ? -7 : -8) * HOUR_MS;
}

/** The Pacific wall-clock time at `ms`, as if that wall-clock time were UTC. */
const pacificWallMs = (ms: number): number => ms + offsetMs(ms);

/** The quota day at `ms`: the Pacific calendar date, YYYY-MM-DD. */
export const pacificDay = (ms: number): string => new Date(pacificWallMs(ms)).toISOString().slice(0, 10);

/**
 * The instant the next Pacific day starts. Midnight is never skipped or repeated there (clocks change
 * at 2 AM), so correcting the guess by the offset at the guessed instant gives the exact moment.
 */
export function nextPacificMidnight(ms: number): number {
  const wall = pacificWallMs(ms);
  const midnightWall = Math.floor(wall / DAY_MS) * DAY_MS + DAY_MS;
  const guess = midnightWall - offsetMs(ms);
  return midnightWall - offsetMs(guess);
}
