import { useId, type ReactElement } from 'react';
import { cloneElement } from 'react';
import type { ProfileMark } from '@/lib/workspace/use-profile-prefill';
import { Label } from './label';

interface FormFieldProps {
  label: string;
  /** A message shown under the control and announced to screen readers. */
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  /** Marks a value taken from the business profile, or offers an edited one back to it. */
  profile?: ProfileMark;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** Label, control, hint and error wired together for assistive technology. */
export function FormField({ label, error, hint, required, profile, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id} id={`${id}-label`}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
        {profile?.prefilled && (
          <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-normal text-brand-700">
            From your profile
          </span>
        )}
      </Label>
      {cloneElement(children, {
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {profile?.save && (
        <button
          type="button"
          onClick={profile.save}
          aria-describedby={`${id}-label`}
          className="self-start text-xs font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Save to profile
        </button>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
