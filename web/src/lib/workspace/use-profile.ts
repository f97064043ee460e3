import { useClientValue } from '../client-value';
import type * as ProfileStore from './profile';
import type { Profile } from './profile';
import { PROFILE_CHANGED, PROFILE_KEY } from './profile-keys';

type Store = typeof ProfileStore;
/** The profile's reader (zod and its schema): loaded only once a profile is stored, never with the page. */
let store: Store | undefined;
let loading: Promise<void> | undefined;

const stored = (): boolean => {
  try {
    return localStorage.getItem(PROFILE_KEY) !== null;
  } catch {
    return false; // storage blocked: no profile
  }
};

const announce = () => window.dispatchEvent(new Event(PROFILE_CHANGED));

/** The stored profile once its reader is in; a stored one starts the reader loading, then is announced. */
function readProfileIfLoaded(): Profile | null {
  if (!store && stored())
    loading ??= import('./profile').then((loaded) => {
      store = loaded;
      announce();
    });
  return store?.readProfile() ?? null;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(PROFILE_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(PROFILE_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The stored profile, kept current; null on the server, while hydrating and in a browser that keeps none.
 * Applied after hydration in a transition; its reader loads only where there is a profile to read.
 */
export const useProfile = (): Profile | null => useClientValue(readProfileIfLoaded, null, subscribe);
