import { useEffect, useRef, type Ref, type RefObject } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Text typed into a prerendered field before React took the page over would show but never reach the form's
 * state: once live, a field whose state is empty hands that text to its onChange, as typing would have.
 * Returns the ref the field takes: the caller's if it passed one (then nothing is handed over), else its own.
 */
export function useEarlyText<T extends TextField>(value: unknown, ref: Ref<T> | undefined): Ref<T> {
  const own: RefObject<T | null> = useRef<T | null>(null);
  useEffect(() => {
    const field = own.current;
    if (!field || value !== '' || field.value === '') return;
    const typed = field.value;
    // React compares a field with the value it last saw: set that to empty (the field's own setter), put the
    // text back past it (the prototype's), and the input event reads as a change.
    Object.getOwnPropertyDescriptor(field, 'value')?.set?.call(field, '');
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // Only what was typed before the first render counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref ?? own;
}
