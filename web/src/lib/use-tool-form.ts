import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type * as z from '@lambdas/shared/contracts/zod';
import type { ToolId } from '@/config/tools';
import { useSessionForm } from './use-session-form';
import { useProfilePrefill, type ProfileMark, type SharedFields } from './workspace/use-profile-prefill';

export type FieldErrors<F> = Partial<Record<keyof F, string>>;

/** The first message of each field a schema rejected, under the form's own field names. */
export function fieldErrors<F>(
  error: z.core.$ZodError,
  rename: Partial<Record<string, keyof F>> = {},
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0]);
    errors[rename[key] ?? (key as keyof F)] ??= issue.message;
  }
  return errors;
}

/** Moves focus to the form's first field marked invalid, so keyboard and screen-reader users land on it. */
function focusFirstInvalid(form: HTMLElement): void {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * Values as kept, each field with a preset (an option the form offers: its default is not blank) that the
 * validator refuses put back to its default; typed text stays as the visitor left it, valid or not.
 */
function withKnownOptions<F extends object>(
  values: F,
  initial: F,
  validate: (form: F) => { body: unknown } | { errors: FieldErrors<F> },
): F {
  const result = validate(values);
  if (!('errors' in result)) return values;
  const checked = { ...values };
  for (const key of Object.keys(result.errors) as (keyof F)[])
    if (initial[key] !== '') checked[key] = initial[key];
  return checked;
}

/**
 * A tool form's state: values, field errors and a submit handler that validates with the tool's
 * validator (the shared schema) and hands over only a valid body. With `remember` (the tool's id) the
 * values are kept for the session, so coming back to the tool by Back finds them as they were. `shared`
 * names the fields the business profile pre-fills (each field then carries its profile mark).
 */
export function useToolForm<F extends object, B, Invalid extends { errors: FieldErrors<F> }>(
  initial: F,
  validate: (form: F) => { body: B } | Invalid,
  remember?: ToolId,
  shared?: SharedFields<F>,
) {
  const prefill = useProfilePrefill(shared);
  const [form, setForm] = useSessionForm(
    remember,
    initial,
    (kept) => withKnownOptions(kept, initial, validate),
    prefill.values,
  );
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const set = useCallback(
    <K extends keyof F>(key: K) =>
      (value: F[K]) =>
        setForm((current) => ({ ...current, [key]: value })),
    [setForm],
  );
  /** The onChange of a native control: its value is one the form offers (options come from the schema). */
  const change =
    <K extends keyof F>(key: K) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(key)(event.target.value as F[K]);
  /** Value, onChange, error and profile mark of one field, to spread on a field component. */
  const field = <K extends keyof F>(key: K) => ({
    value: form[key] as string,
    onChange: change(key),
    error: errors[key],
    profile: prefill.mark(key, form[key], initial[key]) as ProfileMark | undefined,
  });
  const submit =
    (onValid: (body: B) => void, onInvalid?: (result: Invalid) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const formElement = event.currentTarget;
      const result = validate(form);
      if ('errors' in result) {
        // Rendered at once, so the fields carry aria-invalid before focus moves to the first of them.
        flushSync(() => setErrors(result.errors));
        focusFirstInvalid(formElement);
        return onInvalid?.(result);
      }
      setErrors({});
      onValid(result.body);
    };
  return { form, setForm, errors, setErrors, set, field, submit };
}
