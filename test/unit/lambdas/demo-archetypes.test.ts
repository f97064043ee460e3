import { DEFAULT_ARCHETYPE, nearestArchetype } from '@lambdas/shared/generator/demo-archetypes';
import { demoSampleHeader } from '@lambdas/shared/contracts/generation';
import { sampleOf } from '@lambdas/shared/generator/demo-sample';

const one = (text: string) => nearestArchetype([{ text, weight: 1 }]);

describe('the nearest archetype', () => {
  it.each([
    ['Vietnamese restaurant (phở & bánh mì) in Houston', 'restaurant'],
    ['B2B SaaS that schedules HVAC technicians', 'software'],
    ['Etsy shop selling hand-poured soy candles', 'shop'],
    ['Immigration law, solo practice', 'professional'],
    ['Climbing gym', 'studio'],
    ['Emergency plumber and boiler repairs', 'trade'],
  ])('reads %j as %s', (text, archetype) => {
    expect(one(text)).toBe(archetype);
  });

  it('counts plurals as their singular and ignores accents and capitals', () => {
    expect(one('BAKERIES')).toBe('restaurant');
    expect(one('Pâtisserie')).toBe('restaurant');
    expect(one('candles')).toBe('shop');
  });

  it('weighs the industry over the audience: a software company for plumbers is a software company', () => {
    const clues = [
      { text: 'Dispatch software', weight: 3 },
      { text: 'plumbing and heating contractors', weight: 1 },
    ];
    expect(nearestArchetype(clues)).toBe('software');
    expect(nearestArchetype([{ text: 'plumbing and heating contractors', weight: 1 }])).toBe('trade');
  });

  it('answers the default when nothing matches, the same every time', () => {
    expect(one('learn Spanish fast')).toBe(DEFAULT_ARCHETYPE);
    expect(one('')).toBe(DEFAULT_ARCHETYPE);
    expect(one('Climbing gym')).toBe(one('Climbing gym'));
  });
});

describe('the sample header', () => {
  it('shows the visitor’s text only in labelled fields, clipped, leaving empty ones out', () => {
    const sample = sampleOf('studio', {
      Topic: 'Bouldering for beginners',
      Audience: '  ',
      Keyword: 'x'.repeat(120),
    });
    expect(sample.fields.map((f) => f.label)).toEqual(['Topic', 'Keyword']);
    expect(Array.from(sample.fields[1]!.value)).toHaveLength(80);
    expect(demoSampleHeader(sample)).toBe(
      `Demo: a sample written in advance for a business like yours (Kestrel Studio, a gym or fitness studio) — Topic: Bouldering for beginners · Keyword: ${sample.fields[1]!.value}`,
    );
  });
});
