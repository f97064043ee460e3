import { deliverRoast } from '../../lambdas/brand-roast/deliver';
import { LOCAL_UNSUBSCRIBE_SECRET } from '../../lambdas/shared/email/unsubscribe-secret';
import type { LeadsRepository } from '../../lambdas/shared/repositories/leads-repository';
import {
  leadsIn,
  mailerAt,
  optOutsIn,
  sampleResult,
  sampleSubmission,
  startRefusingSes,
} from '../support/leads';
import type { RemoteSite } from '../support/stack/remote-site';
import { startRemoteSite } from '../support/stack/start';

let site: RemoteSite;
let leads: LeadsRepository;
beforeAll(async () => {
  site = await startRemoteSite();
  leads = leadsIn(site.store);
});
afterAll(() => site.close());

const deps = () => ({
  leads,
  optOuts: optOutsIn(site.store),
  mailer: mailerAt(site.ses.endpoint),
  siteUrl: site.url,
  secret: LOCAL_UNSUBSCRIBE_SECRET,
});
const mailTo = async (address: string) =>
  (await site.ses.sent()).filter((mail) => mail.destination.to.includes(address));

async function generatedLead(email: string, key: string) {
  const { lead } = await leads.create(sampleSubmission(email, key), 30);
  await leads.recordResult(lead.id, sampleResult, false);
  return (await leads.get(lead.id))!;
}

describe('roast email through the local SES server', () => {
  it('sends one email whose parts hold every section and a working unsubscribe link', async () => {
    const lead = await generatedLead('gia@example.com', 'key-gggggggggggggggg');
    expect(await deliverRoast(lead, sampleResult, deps())).toBe('emailed');
    const [mail, ...more] = await mailTo('gia@example.com');
    expect(more).toEqual([]);
    expect(mail!.from).toBe('"Content Co-Pilot" <noreply@example.com>');
    expect(mail!.subject).toBe('Your brand roast: Rise Bakery');
    for (const part of [mail!.body.text!, mail!.body.html!]) {
      expect(part).toContain('the tagline every bakery since 1850');
      expect(part).toContain('Baked before the town wakes');
      expect(part).toContain('Rise bakes at four');
      expect(part).toContain('warm, wry, plain-spoken');
    }
    expect(mail!.body.text).toContain('1. Bread worth waking up for\n2. Baked before the town wakes');
    expect(await leads.get(lead.id)).toMatchObject({
      status: 'emailed',
      messageId: expect.stringMatching(/^ses-/),
    });

    const link = /Unsubscribe: (\S+)/.exec(mail!.body.text!)![1]!;
    expect(link.startsWith(`${site.url}/api/unsubscribe?token=`)).toBe(true);
    expect(mail!.body.html).toContain(`href="${link}"`);
    expect((await fetch(link)).status).toBe(200); // the link only asks
    const oneClick = { method: 'POST', body: 'List-Unsubscribe=One-Click' };
    expect((await fetch(link, oneClick)).status).toBe(200);
    expect(await optOutsIn(site.store).isOptedOut('gia@example.com')).toBe(true);
  });

  it('never emails the same submission twice, even when asked concurrently', async () => {
    const lead = await generatedLead('hal@example.com', 'key-hhhhhhhhhhhhhhhh');
    const outcomes = await Promise.all([1, 2, 3].map(() => deliverRoast(lead, sampleResult, deps())));
    expect(outcomes.sort()).toEqual(['claimed-elsewhere', 'claimed-elsewhere', 'emailed']);
    expect(await deliverRoast(lead, sampleResult, deps())).toBe('claimed-elsewhere');
    expect(await mailTo('hal@example.com')).toHaveLength(1);
  });

  it('sends nothing to an address that opted out', async () => {
    const lead = await generatedLead('gia@example.com', 'key-gggggggggggggggz');
    expect(await deliverRoast(lead, sampleResult, deps(), { force: true })).toBe('opted_out');
    expect(await mailTo('gia@example.com')).toHaveLength(1);
    expect((await leads.get(lead.id))!.status).toBe('opted_out');
  });

  it('records a refused send as email_failed, and a later attempt may send', async () => {
    const refusing = await startRefusingSes();
    try {
      const lead = await generatedLead('ivy@example.com', 'key-iiiiiiiiiiiiiiii');
      const failing = { ...deps(), mailer: mailerAt(refusing.endpoint) };
      expect(await deliverRoast(lead, sampleResult, failing)).toBe('email_failed');
      expect((await leads.get(lead.id))!.status).toBe('email_failed');
      expect(await deliverRoast(lead, sampleResult, deps())).toBe('emailed');
      expect(await mailTo('ivy@example.com')).toHaveLength(1);
    } finally {
      await refusing.close();
    }
  });
});
