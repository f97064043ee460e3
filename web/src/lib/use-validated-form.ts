import { useCallback, useState, type FormEvent } from 'react';

/** One message per field, keyed by form field. */
export type FormErrors<F> = Partial<Record<keyof F, string>>;

export type Validation<F, B> = { body: B } | { errors: FormErrors<F> };

/**
 * A form's values and field errors. `submit` validates (with the route's own schema) and hands
 * `onSubmit` only a valid body; otherwise it shows each field's message.
 */
export function useValidatedForm<F extends object, B>(
  initial: F,
  validate: (form: F) => Validation<F, B>,
  onSubmit: (body: B) => void,
) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const set = useCallback(
    <K extends keyof F>(key: K) =>
      (value: F[K]) =>
        setForm((f) => ({ ...f, [key]: value })),
    [],
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(form);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    onSubmit(result.body);
  }
  return { form, setForm, errors, setErrors, set, submit };
}
