import * as z from '@lambdas/shared/contracts/zod';
import { tones } from '@lambdas/shared/contracts/tones';
import { findLanguage } from '@lambdas/shared/contracts/languages';
import { PROFILE_CHANGED as CHANGED, PROFILE_KEY as KEY } from './profile-keys';

/** The version of the stored profile's shape (an older one is discarded). */
const VERSION = 1;

const text = (max: number) => z.string().check(z.maxLength(max));

/** The visitor's business, as the 'Your business' panel edits it: every field may be blank. */
export const ProfileSchema = z.object({
  businessName: text(120),
  website: text(2048),
  industry: text(120),
  audience: text(300),
  tone: z.union([z.literal(''), z.enum(tones)]),
  outputLanguage: z.string().check(z.refine((code) => code === '' || findLanguage(code) !== undefined)),
});

export type Profile = z.infer<typeof ProfileSchema>;
export type ProfileKey = keyof Profile;

const StoredProfileSchema = z.object({ version: z.literal(VERSION), profile: ProfileSchema });

export const emptyProfile: Profile = {
  businessName: '',
  website: '',
  industry: '',
  audience: '',
  tone: '',
  outputLanguage: '',
};

let cached: { raw: string | null; profile: Profile | null } = { raw: null, profile: null };

function readRaw(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: no profile
  }
}

function parseStored(raw: string | null): Profile | null {
  try {
    const parsed = StoredProfileSchema.safeParse(JSON.parse(raw ?? 'null'));
    return parsed.success ? parsed.data.profile : null;
  } catch {
    return null; // not JSON
  }
}

/** The stored profile, or null when there is none or it is corrupt or of another version (then discarded). */
export function readProfile(): Profile | null {
  const raw = readRaw();
  if (raw === cached.raw) return cached.profile;
  const profile = parseStored(raw);
  if (raw !== null && profile === null) discard();
  cached = { raw: profile === null ? null : raw, profile };
  return profile;
}

/** Drops a corrupt or old value quietly: it is read during a render, where no change may be announced. */
function discard(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // storage blocked: there is nothing to drop
  }
}

function write(value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, value);
  } catch {
    // storage blocked or full: the profile is only not kept
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Stores the profile, checked first: false (and nothing kept) for a value the panel never offers. */
export function saveProfile(profile: Profile): boolean {
  const parsed = ProfileSchema.safeParse(profile);
  if (parsed.success) write(JSON.stringify({ version: VERSION, profile: parsed.data }));
  return parsed.success;
}

/** Puts some fields into the profile, keeping the others ('Save to profile' on a form). */
export const updateProfile = (fields: Partial<Profile>): boolean =>
  saveProfile({ ...(readProfile() ?? emptyProfile), ...fields });

/** 'Forget my profile'. */
export const clearProfile = (): void => write(null);
