import { useRef } from 'react';

interface AutoFocusHandlers {
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}

/**
 * Radix gives focus back only to a Dialog.Trigger, and most of our dialogs open from state (a footer
 * button, an alert's button): remember what had focus when the dialog opened and return focus there.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Radix asks before it moves focus into the dialog: the active element is still the opener.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
    },
  };
}
