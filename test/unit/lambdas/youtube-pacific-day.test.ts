import { nextPacificMidnight, pacificDay } from '@lambdas/shared/youtube/pacific-day';

const at = (iso: string) => Date.parse(iso);
const hoursUntilReset = (iso: string) => (nextPacificMidnight(at(iso)) - at(iso)) / 3_600_000;

describe('the quota day, in Pacific time', () => {
  it('starts at 08:00 UTC in winter (PST, UTC-8)', () => {
    expect(pacificDay(at('2026-01-15T07:59:59.999Z'))).toBe('2026-01-14');
    expect(pacificDay(at('2026-01-15T08:00:00Z'))).toBe('2026-01-15');
    expect(new Date(nextPacificMidnight(at('2026-01-15T12:00:00Z'))).toISOString()).toBe(
      '2026-01-16T08:00:00.000Z',
    );
  });

  it('starts at 07:00 UTC in summer (PDT, UTC-7)', () => {
    expect(pacificDay(at('2026-07-04T06:59:59Z'))).toBe('2026-07-03');
    expect(pacificDay(at('2026-07-04T07:00:00Z'))).toBe('2026-07-04');
    expect(new Date(nextPacificMidnight(at('2026-07-04T06:59:59Z'))).toISOString()).toBe(
      '2026-07-04T07:00:00.000Z',
    );
  });

  it('lasts 23 hours on the day clocks spring forward', () => {
    expect(pacificDay(at('2026-03-08T08:00:00Z'))).toBe('2026-03-08');
    expect(hoursUntilReset('2026-03-08T08:00:00Z')).toBe(23);
    expect(new Date(nextPacificMidnight(at('2026-03-08T20:00:00Z'))).toISOString()).toBe(
      '2026-03-09T07:00:00.000Z',
    );
  });

  it('lasts 25 hours on the day clocks fall back', () => {
    expect(pacificDay(at('2026-11-01T07:00:00Z'))).toBe('2026-11-01');
    expect(hoursUntilReset('2026-11-01T07:00:00Z')).toBe(25);
    // 01:30 happens twice that night; both belong to the same day.
    expect(pacificDay(at('2026-11-01T08:30:00Z'))).toBe('2026-11-01');
    expect(pacificDay(at('2026-11-01T09:30:00Z'))).toBe('2026-11-01');
  });

  it('is a different day from UTC in the evening, Pacific time', () => {
    expect(pacificDay(at('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(pacificDay(at('2027-01-01T07:30:00Z'))).toBe('2026-12-31');
    expect(pacificDay(at('2027-01-01T08:00:00Z'))).toBe('2027-01-01');
  });

  it('always resets strictly in the future, within 25 hours', () => {
    for (let ms = at('2026-03-01T00:00:00Z'); ms < at('2026-03-15T00:00:00Z'); ms += 1_234_567) {
      const next = nextPacificMidnight(ms);
      expect(next).toBeGreaterThan(ms);
      expect(next - ms).toBeLessThanOrEqual(25 * 3_600_000);
      expect(pacificDay(next)).not.toBe(pacificDay(ms));
      expect(pacificDay(next - 1)).toBe(pacificDay(ms));
    }
  });
});

describe('the written-out Pacific rule', () => {
  // The tz database (through Intl) is the oracle; a change to US daylight saving time shows up here.
  const zone = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const tzDay = (ms: number) => {
    const parts = Object.fromEntries(zone.formatToParts(ms).map((part) => [part.type, part.value]));
    return `${parts.year}-${parts.month}-${parts.day}`;
  };

  // 3 h 7 min apart: a step that shares no factor with a day's 1,440 minutes, so over the years the samples
  // fall at every minute of the day; the next test checks each clock change to the millisecond.
  it('gives the tz database’s date every 187 minutes from 2007 to 2040', () => {
    const differing: string[] = [];
    for (let ms = at('2007-01-01T00:00:00Z'); ms < at('2041-01-01T00:00:00Z'); ms += 187 * 60_000)
      if (pacificDay(ms) !== tzDay(ms)) differing.push(new Date(ms).toISOString());
    expect(differing).toEqual([]);
  });

  it('changes date exactly at Pacific midnight on both sides of each year’s clock changes', () => {
    for (let year = 2007; year <= 2040; year += 1)
      for (const month of ['03', '11'])
        for (let day = 1; day <= 14; day += 1) {
          const ms = at(`${year}-${month}-${String(day).padStart(2, '0')}T12:00:00Z`);
          const reset = nextPacificMidnight(ms);
          expect([tzDay(reset - 1), tzDay(reset)]).toEqual([pacificDay(reset - 1), pacificDay(reset)]);
          expect(tzDay(reset)).not.toBe(tzDay(reset - 1));
        }
  });
});
