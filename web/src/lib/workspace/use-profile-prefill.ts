import { useCallback, useMemo } from 'react';
import { DEFAULT_LANGUAGE } from '@lambdas/shared/contracts/languages';
import { useClientValue } from '../client-value';
import { browserLanguage } from '../output-language';
import type { Profile, ProfileKey } from './profile';
import { useProfile } from './use-profile';

/** Which profile field fills each form field it shares (the form's field names as keys). */
export type SharedFields<F> = Partial<Record<keyof F, ProfileKey>>;

/** What a form field shows about the profile: filled from it, or edited and offered back to it. */
export interface ProfileMark {
  prefilled: boolean;
  /** 'Save to profile': present when the visitor typed something else than the stored profile holds. */
  save?: () => void;
}

const fallbackLanguage = () => browserLanguage() ?? DEFAULT_LANGUAGE;

/** A profile value as a form field holds it. */
const valueOf = (profile: Profile | null, key: ProfileKey, language: string): string =>
  key === 'outputLanguage' ? profile?.outputLanguage || language : (profile?.[key] ?? '');

/**
 * The values the business profile pre-fills in a form (the output language falls back to the browser's,
 * then English), undefined on the server and while hydrating; and each field's profile mark.
 */
export function useProfilePrefill<F extends object>(shared: SharedFields<F> | undefined) {
  const profile = useProfile();
  const language = useClientValue<string | undefined>(fallbackLanguage, undefined);
  const values = useMemo(() => {
    if (!shared || language === undefined) return undefined;
    const filled: Partial<Record<keyof F, string>> = {};
    for (const [field, key] of Object.entries(shared) as [keyof F, ProfileKey][]) {
      const value = valueOf(profile, key, language);
      if (value) filled[field] = value;
    }
    return filled as Partial<F>;
  }, [profile, language, shared]);
  const mark = useCallback(
    (field: keyof F, value: unknown, initial: unknown): ProfileMark | undefined => {
      const key = shared?.[field];
      if (!key || typeof value !== 'string') return undefined;
      const stored = profile?.[key] ?? '';
      // Offered once there is a profile to save to: a form without one looks as it always did.
      const edited =
        profile !== null && value.trim() !== '' && value !== (values?.[field] ?? initial) && value !== stored;
      return {
        prefilled: stored !== '' && value === stored,
        // The profile's reader is in already: there is a profile to save to.
        ...(edited
          ? { save: () => void import('./profile').then((m) => m.updateProfile({ [key]: value })) }
          : {}),
      };
    },
    [shared, profile, values],
  );
  return { values, mark };
}
