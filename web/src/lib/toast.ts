import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Kind = 'success' | 'error' | 'warning';

let wanted = false;
let showHost: (() => void) | undefined;
let hostMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  hostMounted = resolve;
});
let loading: Promise<typeof sonnerToast> | undefined;

/** Loads sonner and has the toast host mount its Toaster, once; resolves when the Toaster listens. */
function ready(): Promise<typeof sonnerToast> {
  if (!loading) {
    wanted = true;
    showHost?.();
    loading = Promise.all([import('sonner'), mounted]).then(([sonner]) => sonner.toast);
  }
  return loading;
}

const show = (kind: Kind) => (message: string, data?: ExternalToast) => {
  void ready().then((toast) => toast[kind](message, data));
};

/**
 * sonner's `toast` without sonner in the first download: the first call loads it and mounts the Toaster
 * (pages that never toast never load it). Calls keep their order.
 */
export const toast = { success: show('success'), error: show('error'), warning: show('warning') };

/** For the toast host: whether a toast was asked for, and a setter to call when that first happens. */
export function registerToastHost(onWanted: () => void): () => void {
  showHost = onWanted;
  if (wanted) onWanted();
  return () => {
    if (showHost === onWanted) showHost = undefined;
  };
}

/** For the lazily loaded Toaster: it is mounted and subscribed, so queued toasts can be shown. */
export function toasterMounted(): void {
  hostMounted();
}
