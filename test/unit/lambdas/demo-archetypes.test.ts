import { demoSampleHeader } from '@lambdas/shared/contracts/demo-lines';
import { DEFAULT_ARCHETYPE } from '@lambdas/shared/generator/demo-archetypes';
import { sampleOf } from '@lambdas/shared/generator/demo-sample';
import { nearestArchetype } from '@lambdas/shared/generator/nearest-archetype';
import { issue38Businesses } from '../../fixtures/demo/issue-38';

const one = (text: string) => nearestArchetype([{ text, weight: 1 }]);

describe('the nearest archetype', () => {
  it.each([
    ['Vietnamese restaurant (phở & bánh mì) in Houston', 'restaurant'],
    ['B2B SaaS that schedules HVAC technicians', 'software'],
    ['Etsy shop selling hand-poured soy candles', 'shop'],
    ['Accounting for freelancers', 'professional'],
    ['Climbing gym', 'studio'],
    ['Emergency plumber and boiler repairs', 'trade'],
  ])('reads %j as %s, its own trade', (text, archetype) => {
    expect(one(text)).toEqual({ id: archetype, matched: true });
  });

  it('counts plurals as their singular, hyphenated words as their parts, and ignores accents and capitals', () => {
    expect(one('BAKERIES').id).toBe('restaurant');
    expect(one('Pâtisserie et café').id).toBe('restaurant');
    expect(one('candles')).toEqual({ id: 'shop', matched: true });
    expect(one('used-bike repairs').id).toBe('trade');
  });

  it('weighs the industry over the audience: a software company for plumbers is a software company', () => {
    const clues = [
      { text: 'Dispatch software', weight: 3 },
      { text: 'plumbing and heating contractors', weight: 1, others: true },
    ];
    expect(nearestArchetype(clues)).toEqual({ id: 'software', matched: true });
  });

  it('never matches a trade named only by the audience: a coffee roaster selling to cafés is not a café', () => {
    const clues = [
      { text: 'Wholesale coffee roaster', weight: 3 },
      { text: 'cafés and restaurants', weight: 1, others: true },
    ];
    expect(nearestArchetype(clues)).toEqual({ id: 'restaurant', matched: false });
  });

  it('answers the neutral archetype, unmatched, when nothing matches with confidence, the same every time', () => {
    expect(one('learn Spanish fast')).toEqual({ id: DEFAULT_ARCHETYPE, matched: false });
    expect(one('')).toEqual({ id: DEFAULT_ARCHETYPE, matched: false });
    expect(one('online classes')).toEqual({ id: DEFAULT_ARCHETYPE, matched: false });
    expect(one('Climbing gym')).toEqual(one('Climbing gym'));
  });
});

describe('the six businesses of issue 38', () => {
  it.each(issue38Businesses.map((b) => [b.brandName, b.expected.id, b.expected.matched, b] as const))(
    '%s gets the %s samples, its own trade: %s',
    (_name, id, matched, business) => {
      const choice = nearestArchetype([
        { text: business.industry, weight: 3 },
        { text: business.audience, weight: 1, others: true },
      ]);
      expect(choice).toEqual({ id, matched });
    },
  );
});

describe('the sample header', () => {
  it('says a matched sample is written for a business like the visitor’s, and keeps their input in labelled fields', () => {
    const sample = sampleOf(
      { id: 'studio', matched: true },
      {
        Topic: 'Bouldering for beginners',
        Audience: '  ',
        Keyword: 'x'.repeat(120),
      },
    );
    expect(sample.fields.map((f) => f.label)).toEqual(['Topic', 'Keyword']);
    expect(Array.from(sample.fields[1]!.value)).toHaveLength(80);
    expect(demoSampleHeader(sample)).toBe(
      'Sample answer, written in advance for a business like yours: Kestrel Studio, a small-group fitness studio.',
    );
  });

  it('names another business’s sample as such, and what a model’s answer would be about: the name, else the topic', () => {
    const named = sampleOf(
      { id: 'trade', matched: false },
      {},
      { name: 'Kirkstall Vets', topic: 'vet clinic' },
    );
    expect(named).toMatchObject({ matched: false, about: 'Kirkstall Vets' });
    expect(demoSampleHeader(named)).toBe(
      'Sample answer, written for Copperline Plumbing & Heating, a plumbing and heating firm. With a model connected, the answer is about Kirkstall Vets.',
    );
    const topic = sampleOf({ id: 'trade', matched: false }, {}, { topic: 'Puppy vaccinations' });
    expect(demoSampleHeader(topic)).toMatch(/the answer is about “Puppy vaccinations”\.$/);
  });
});
