import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type * as z from '@lambdas/shared/contracts/zod';
import type { ToolId } from '@/config/tools';
import { useSessionForm } from './use-session-form';
import { useProfilePrefill, type ProfileMark, type SharedFields } from './workspace/use-profile-prefill';

export type FieldErrors<F> = Partial<Record<keyof F, string>>;

/** A form's check against the route's schema: a body, or the errors of each field. */
export type FormCheck<F, B, Invalid> = (form: F) => { body: B } | Invalid;

/**
 * Loads a form's check (its `validate.ts`: zod and the route's schema). Called when the form is first used
 * (focus, submit) or a kept copy is read back, never with the page; the browser keeps one copy of the module.
 */
export type CheckLoader<F, B, Invalid> = () => Promise<FormCheck<F, B, Invalid>>;

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
  validate: FormCheck<F, unknown, { errors: FieldErrors<F> }>,
): F {
  const result = validate(values);
  if (!('errors' in result)) return values;
  const checked = { ...values };
  for (const key of Object.keys(result.errors) as (keyof F)[])
    if (initial[key] !== '') checked[key] = initial[key];
  return checked;
}

/**
 * A tool form's state: values, field errors and a submit handler that validates with the tool's check (the
 * shared schema, loaded on the form's first focus or submit) and hands over only a valid body. With
 * `remember` (the tool's id) the values are kept for the session, so coming back to the tool by Back finds
 * them as they were. `shared` names the fields the business profile pre-fills (each field then carries its
 * profile mark). The check starts loading with the first change.
 */
export function useToolForm<F extends object, B, Invalid extends { errors: FieldErrors<F> }>(
  initial: F,
  loadCheck: CheckLoader<F, B, Invalid>,
  remember?: ToolId,
  shared?: SharedFields<F>,
) {
  const prefill = useProfilePrefill(shared);
  const [form, setForm] = useSessionForm(
    remember,
    initial,
    async () => {
      const validate = await loadCheck();
      return (kept: F) => withKnownOptions(kept, initial, validate);
    },
    prefill.values,
  );
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const used = useRef(false);
  const set = useCallback(
    <K extends keyof F>(key: K) =>
      (value: F[K]) => {
        // A visitor filling the form will submit it: its check loads while they type.
        if (!used.current) void loadCheck().catch(() => undefined);
        used.current = true;
        setForm((current) => ({ ...current, [key]: value }));
      },
    [setForm, loadCheck],
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
  /** The values a submit checks: the ones on screen when it was pressed, whenever the check arrives. */
  const submit =
    (onValid: (body: B) => void, onInvalid?: (result: Invalid) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const formElement = event.currentTarget;
      const values = form;
      void loadCheck().then((validate) => {
        const result = validate(values);
        if ('errors' in result) {
          // Rendered at once, so the fields carry aria-invalid before focus moves to the first of them.
          flushSync(() => setErrors(result.errors));
          focusFirstInvalid(formElement);
          return onInvalid?.(result);
        }
        setErrors({});
        onValid(result.body);
      });
    };
  return { form, setForm, errors, setErrors, set, field, submit };
}

/** What a tool page gives its form: whether a generation is running, and what to do with a valid request. */
export interface ToolFormProps<B> {
  generating: boolean;
  onSubmit: (body: B) => void;
}
