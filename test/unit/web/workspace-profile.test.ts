import { JSDOM } from 'jsdom';
import { refilled } from '@/lib/use-session-form';
import { browserLanguage } from '@/lib/output-language';
import { clearProfile, emptyProfile, readProfile, saveProfile, updateProfile } from '@/lib/workspace/profile';

const KEY = 'workspace:profile';
const { window } = new JSDOM('', { url: 'http://localhost/' });
// jsdom's own Event class: its window refuses events made by Node's.
Object.assign(globalThis, {
  window,
  localStorage: window.localStorage,
  navigator: window.navigator,
  Event: window.Event,
});

const crumb = {
  ...emptyProfile,
  businessName: 'Crumb & Co',
  industry: 'Artisan bakery',
  tone: 'casual' as const,
};

beforeEach(() => localStorage.clear());

describe('the business profile in localStorage', () => {
  it('reads back what was saved, versioned, and tells this tab it changed', () => {
    const heard = jest.fn();
    window.addEventListener('workspace:profile-changed', heard);
    expect(saveProfile(crumb)).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ version: 1, profile: crumb });
    expect(readProfile()).toEqual(crumb);
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('workspace:profile-changed', heard);
  });

  it('answers the same object until the stored value changes (a stable store snapshot)', () => {
    saveProfile(crumb);
    expect(readProfile()).toBe(readProfile());
    updateProfile({ audience: 'Busy parents' });
    expect(readProfile()).toEqual({ ...crumb, audience: 'Busy parents' });
  });

  it.each([
    ['not JSON', '{oops'],
    ['an older version', JSON.stringify({ version: 0, profile: crumb })],
    ['a field of the wrong type', JSON.stringify({ version: 1, profile: { ...crumb, industry: 7 } })],
    ['a tone no form offers', JSON.stringify({ version: 1, profile: { ...crumb, tone: 'snarky' } })],
    ['a language not listed', JSON.stringify({ version: 1, profile: { ...crumb, outputLanguage: 'tlh' } })],
  ])('discards %s and reads no profile', (_what, stored) => {
    localStorage.setItem(KEY, stored);
    expect(readProfile()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps nothing the panel would not offer, and forgets on request', () => {
    expect(saveProfile({ ...crumb, industry: 'x'.repeat(121) })).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
    saveProfile(crumb);
    clearProfile();
    expect(readProfile()).toBeNull();
  });

  it('takes the browser’s first listed language, by exact tag or base language', () => {
    const prefer = (languages: string[]) =>
      Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
    prefer(['tlh', 'pt-BR', 'en']);
    expect(browserLanguage()).toBe('pt-BR');
    prefer(['vi-VN']);
    expect(browserLanguage()).toBe('vi');
    prefer(['tlh']);
    expect(browserLanguage()).toBeUndefined();
  });
});

describe('refilled (the profile pre-filling a form)', () => {
  const initial = { topic: '', tone: 'professional', goal: 'educate' };

  it('fills fields still at their defaults and leaves typed ones alone', () => {
    const typed = { ...initial, goal: 'convert', tone: 'bold' };
    expect(refilled(typed, initial, undefined, { topic: 'Bakery', tone: 'casual' })).toEqual({
      topic: 'Bakery',
      tone: 'bold',
      goal: 'convert',
    });
  });

  it('follows a changed profile in the fields it filled, and gives the defaults back when it is forgotten', () => {
    const before = { topic: 'Bakery', tone: 'casual' };
    const shown = { ...initial, topic: 'Bakery', tone: 'casual' };
    expect(refilled(shown, initial, before, { topic: 'Cafe' })).toEqual({ ...initial, topic: 'Cafe' });
    expect(refilled({ ...shown, topic: 'Mine' }, initial, before, undefined)).toEqual({
      ...initial,
      topic: 'Mine',
    });
  });
});
