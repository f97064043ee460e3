/**
 * A submit pressed before the app was live: the boot script (scripts/site/boot-script.ts) holds it rather than
 * let the browser load the page again, and the app sends it once the form's state has what was typed.
 */
declare global {
  interface Window {
    /** Set as the app hands the page to React: from then on React takes submits itself. */
    __appLive?: boolean;
    __heldSubmit?: HTMLFormElement;
  }
}

/** Submits the held form again, after the typed text has reached the form's state (the next task). */
export function sendHeldSubmit(): void {
  const form = window.__heldSubmit;
  window.__heldSubmit = undefined;
  if (form?.isConnected) setTimeout(() => form.requestSubmit(), 0);
}
