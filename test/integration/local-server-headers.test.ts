import { siteSecurityHeaders } from '../../infra/site-header-values';
import { startRemoteSite } from '../support/stack/start';
import type { RemoteSite } from '../support/stack/remote-site';

let site: RemoteSite;
beforeAll(async () => {
  site = await startRemoteSite({ withWeb: true });
});
afterAll(() => site.close());

describe('npm start as CloudFront (issue 48)', () => {
  it.each(['/', '/content-brief', '/api/health', '/no/such-page'])(
    'sends the security headers CloudFront sends on %s',
    async (path) => {
      const res = await fetch(`${site.url}${path}`);
      for (const [name, value] of Object.entries(siteSecurityHeaders))
        expect([name, res.headers.get(name)]).toEqual([name, value]);
    },
  );

  it('serves only the site: the repository’s README is not a page', async () => {
    const res = await fetch(`${site.url}/README.md`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('npm start');
  });
});
