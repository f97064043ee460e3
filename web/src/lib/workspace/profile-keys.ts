/** Where the profile lives in localStorage. */
export const PROFILE_KEY = 'workspace:profile';
/** Tells this tab's readers that the profile changed (other tabs hear the `storage` event). */
export const PROFILE_CHANGED = 'workspace:profile-changed';
