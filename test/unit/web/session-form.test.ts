import { keptValues } from '@/lib/use-session-form';

const initial = { topic: '', goal: 'educate', links: '' };
const asIs = <F>(form: F) => form;

describe('keptValues (a tool form read back from the session)', () => {
  it('takes the form’s own fields of the right type, and leaves the rest at their defaults', () => {
    expect(
      keptValues({ topic: 'Pho for beginners', goal: 7, links: null, extra: 'x' }, initial, asIs),
    ).toEqual({ topic: 'Pho for beginners', goal: 'educate', links: '' });
  });

  it('leaves text longer than any field takes at its default', () => {
    expect(keptValues({ topic: 'x'.repeat(50_001), links: 'y'.repeat(50_000) }, initial, asIs)).toEqual({
      ...initial,
      links: 'y'.repeat(50_000),
    });
  });

  it.each([null, undefined, 'text', 42, ['topic']])('reads %j as nothing kept', (stored) => {
    expect(keptValues(stored, initial, asIs)).toBeUndefined();
  });

  it('hands the values to the form’s own check last', () => {
    const known = (form: typeof initial) => (form.goal === 'convert' ? form : { ...form, goal: 'educate' });
    expect(keptValues({ topic: 'a', goal: 'world-domination' }, initial, known)).toEqual({
      ...initial,
      topic: 'a',
    });
  });
});
