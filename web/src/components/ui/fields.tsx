import type { ComponentProps } from 'react';
import type { ProfileMark } from '@/lib/workspace/use-profile-prefill';
import { FormField } from './form-field';
import { Input, Textarea } from './input';
import { Select, type SelectOption } from './select';

interface FieldLabelling {
  label: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  /** The business profile's mark, on fields the profile pre-fills. */
  profile?: ProfileMark | undefined;
}

/** A labelled text input with its hint and error (FormField around Input). */
export const TextField = ({
  label,
  error,
  hint,
  required,
  profile,
  ...input
}: FieldLabelling & ComponentProps<'input'>) => (
  <FormField
    label={label}
    error={error}
    {...(hint ? { hint } : {})}
    {...(required ? { required } : {})}
    {...(profile ? { profile } : {})}
  >
    <Input {...input} />
  </FormField>
);

/** A labelled textarea with its hint and error. */
export const TextAreaField = ({
  label,
  error,
  hint,
  required,
  profile,
  ...textarea
}: FieldLabelling & ComponentProps<'textarea'>) => (
  <FormField
    label={label}
    error={error}
    {...(hint ? { hint } : {})}
    {...(required ? { required } : {})}
    {...(profile ? { profile } : {})}
  >
    <Textarea {...textarea} />
  </FormField>
);

/** A labelled native select with its hint and error. */
export const SelectField = ({
  label,
  error,
  hint,
  required,
  profile,
  ...select
}: FieldLabelling & ComponentProps<'select'> & { options: readonly SelectOption[] }) => (
  <FormField
    label={label}
    error={error}
    {...(hint ? { hint } : {})}
    {...(required ? { required } : {})}
    {...(profile ? { profile } : {})}
  >
    <Select {...select} />
  </FormField>
);
