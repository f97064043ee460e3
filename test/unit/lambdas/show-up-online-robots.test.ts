import { readRobots } from '@lambdas/show-up-online/robots';

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
