import { SiteConfigSchema } from '@lambdas/site-config/contract';
import { handler } from '@lambdas/site-config/handler';

describe('the site-config function', () => {
  const saved = process.env.SUPPORT_EMAIL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SUPPORT_EMAIL;
    else process.env.SUPPORT_EMAIL = saved;
  });

  it('answers the support address as JSON that browsers and CloudFront keep five minutes', async () => {
    process.env.SUPPORT_EMAIL = 'help@copilot.test';
    const res = await handler();
    expect(res.statusCode).toBe(200);
    expect(res.headers).toEqual({
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
    expect(JSON.parse(res.body)).toEqual({ supportEmail: 'help@copilot.test' });
  });

  it('answers the default address when none is set, as env() does', async () => {
    delete process.env.SUPPORT_EMAIL;
    expect(JSON.parse((await handler()).body)).toEqual({ supportEmail: 'support@example.com' });
  });

  it('answers what its contract says, which the page reads without a schema', async () => {
    process.env.SUPPORT_EMAIL = 'help@copilot.test';
    expect(SiteConfigSchema.safeParse(JSON.parse((await handler()).body)).success).toBe(true);
  });
});
