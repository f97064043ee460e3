import { admittedEvents, PAGE_VIEWS_PER_ADDRESS_DAY, type AdmissionStore } from '@lambdas/events/admission';
import type { EventsRequest } from '@lambdas/shared/contracts/events';

/** The admission's store as the rate-limits table keeps it: a count per address and day, added under a limit. */
function storeWith(pages: string[]): AdmissionStore & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    async countPageView(address, day, limit) {
      const key = `${day}#${address}`;
      if ((counts.get(key) ?? 0) + 1 > limit) return false;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return true;
    },
    isKnownSource: async (slug) => pages.includes(slug),
  };
}

const view = { name: 'page_view', path: '/tools/:slug', viewport: 'phone' } as const;
const beacon = (...events: EventsRequest['events']): EventsRequest => ({ events });

describe('which events of a beacon are counted (issue 48)', () => {
  it(`counts an address's page views up to ${PAGE_VIEWS_PER_ADDRESS_DAY} a day, its other events always`, async () => {
    const store = storeWith([]);
    const submit = { name: 'tool_submit', path: '/', tool: 'content-brief' } as const;
    let views = 0;
    for (let i = 0; i < PAGE_VIEWS_PER_ADDRESS_DAY + 5; i++) {
      const admitted = await admittedEvents(store, beacon(view, submit), '198.51.100.7', '2026-12-02');
      views += admitted.filter((event) => event.name === 'page_view').length;
      expect(admitted.filter((event) => event.name === 'tool_submit')).toHaveLength(1);
    }
    expect(views).toBe(PAGE_VIEWS_PER_ADDRESS_DAY);
    // Another address, and the next day, start again.
    expect(await admittedEvents(store, beacon(view), '198.51.100.8', '2026-12-02')).toHaveLength(1);
    expect(await admittedEvents(store, beacon(view), '198.51.100.7', '2026-12-03')).toHaveLength(1);
  });

  it('keeps a roast entry’s name only for a page the site has', async () => {
    const store = storeWith(['florist-brand-roast']);
    const entry = (source: string) =>
      admittedEvents(store, beacon({ ...view, source }), `203.0.113.${source.length}`, '2026-12-02');
    expect((await entry('florist-brand-roast'))[0]).toMatchObject({ source: 'florist-brand-roast' });
    expect((await entry('brand-roast'))[0]).toMatchObject({ source: 'brand-roast' });
    expect((await entry('jane-doe-private-notes'))[0]).toMatchObject({ source: 'other' });
    const lead = { name: 'lead_captured', path: '/tools/:slug', source: 'made-up-entry' } as const;
    expect(await admittedEvents(store, beacon(lead), '203.0.113.1', '2026-12-02')).toEqual([
      { ...lead, source: 'other' },
    ]);
  });

  it.each([
    ['www.google.com', 'google.com'],
    ['www.google.co.uk', 'google.co.uk'],
    ['l.facebook.com', 'facebook.com'],
    ['t.co', 't.co'],
    ['janedoe.blogspot.com', 'other'],
    ['jane-doe-photography.com', 'other'],
    ['mail.smith-family.net', 'other'],
  ])('counts the referrer %s as %s', async (referrer, counted) => {
    const [admitted] = await admittedEvents(storeWith([]), beacon({ ...view, referrer }), '192.0.2.1', 'd');
    expect(admitted).toMatchObject({ referrer: counted });
  });
});
