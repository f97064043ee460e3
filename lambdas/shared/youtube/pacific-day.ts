/** YouTube resets its daily quota at midnight in this zone, whatever the season. */
const ZONE = 'America/Los_Angeles';
const DAY_MS = 86_400_000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Pacific wall-clock time at `ms`, as if that wall-clock time were UTC. */
function pacificWallMs(ms: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** How far Pacific time is ahead of UTC at `ms` (-8 h in winter, -7 h in summer). */
function offsetMs(ms: number): number {
  // The wall clock has whole seconds only, so compare it with the whole second.
  const second = Math.floor(ms / 1000) * 1000;
  return pacificWallMs(second) - second;
}

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
