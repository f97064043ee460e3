import { MAX_LINE_CHARS, readRobots } from '@lambdas/show-up-online/robots';
import { cpuWork, repeated } from '../../support/cpu-work';

describe('reading robots.txt', () => {
  it('sees a site closed to every crawler', () => {
    expect(readRobots('User-agent: *\nDisallow: /\n')).toEqual({ blocksAll: true, sitemaps: [] });
    expect(readRobots('# staging\r\nuser-agent: *\r\ndisallow: /*  # everything\r\n').blocksAll).toBe(true);
  });

  it('does not count a partial block, an empty Disallow or a re-opened path', () => {
    expect(readRobots('User-agent: *\nDisallow: /admin\n').blocksAll).toBe(false);
    expect(readRobots('User-agent: *\nDisallow:\n').blocksAll).toBe(false);
    expect(readRobots('User-agent: *\nDisallow: /\nAllow: /$\n').blocksAll).toBe(false);
    expect(readRobots('').blocksAll).toBe(false);
  });

  it('follows the Googlebot group over the * group, as Google does', () => {
    const googleLetIn = 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /private\n';
    expect(readRobots(googleLetIn).blocksAll).toBe(false);
    const googleShut = 'User-agent: *\nDisallow:\n\nUser-agent: Googlebot\nDisallow: /\n';
    expect(readRobots(googleShut).blocksAll).toBe(true);
  });

  it('groups consecutive user agents and starts a new group after a rule', () => {
    const shared = 'User-agent: Bingbot\nUser-agent: Googlebot\nDisallow: /\n';
    expect(readRobots(shared).blocksAll).toBe(true);
    const separate = 'User-agent: Googlebot\nDisallow: /tmp\nUser-agent: Bingbot\nDisallow: /\n';
    expect(readRobots(separate).blocksAll).toBe(false);
  });

  it('lists the sitemaps it names, wherever they appear', () => {
    const text =
      'Sitemap: https://a.example/sitemap.xml\nUser-agent: *\nDisallow:\nSITEMAP: https://a.example/posts.xml';
    expect(readRobots(text).sitemaps).toEqual([
      'https://a.example/sitemap.xml',
      'https://a.example/posts.xml',
    ]);
  });
});

describe('reading a hostile robots.txt', () => {
  /** The line: a field, 262,000 tabs, then line separators around letters, within the fetch cap. */
  const hostile = (tabs: number) => `-:${'\t'.repeat(tabs)}\u2028x\u2028y`;

  it('splits lines on the Unicode line and paragraph separators too', () => {
    expect(readRobots('User-agent: *\u2028Disallow: /\u2029Sitemap: https://a.example/s.xml')).toEqual({
      blocksAll: true,
      sitemaps: ['https://a.example/s.xml'],
    });
  });

  it('skips a line past its length cap, and reads the lines around it', () => {
    const long = `Disallow: /${'a'.repeat(MAX_LINE_CHARS)}`;
    expect(readRobots(`User-agent: *\n${long}\nDisallow: /\n`).blocksAll).toBe(true);
    expect(readRobots(`User-agent: *\nAllow: /$\n${long}`).blocksAll).toBe(false);
  });

  it('reads a 256 KiB crafted line in linear work: twice the line costs about twice the CPU, not four times', async () => {
    const half = hostile(131_000);
    const whole = hostile(262_000);
    expect(readRobots(whole)).toEqual({ blocksAll: false, sitemaps: [] });
    const [halves, wholes] = [half.repeat(8), whole.repeat(8)];
    // A read skips the over-long lines in well under a millisecond: a hundred reads make it measurable.
    const n = await cpuWork(repeated(100, () => readRobots(halves)));
    const twice = await cpuWork(repeated(100, () => readRobots(wholes)));
    // Linear is about 2; the old expression's backtracking was quadratic (about 4, 134 s at this size).
    expect(twice / n).toBeLessThan(3);
  });
});
