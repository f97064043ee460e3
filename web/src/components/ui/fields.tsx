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

/** FormField's props from a field's labelling, leaving out what is unset (optional props are exact). */
const labelled = ({ label, error, hint, required, profile }: FieldLabelling) => ({
  label,
  error,
  ...(hint ? { hint } : {}),
  ...(required ? { required } : {}),
  ...(profile ? { profile } : {}),
});

/** A labelled text input with its hint and error (FormField around Input). */
export const TextField = ({
  label,
  error,
  hint,
  required,
  profile,
  ...input
}: FieldLabelling & ComponentProps<'input'>) => (
  <FormField {...labelled({ label, error, hint, required, profile })}>
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
  <FormField {...labelled({ label, error, hint, required, profile })}>
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
  <FormField {...labelled({ label, error, hint, required, profile })}>
    <Select {...select} />
  </FormField>
);
