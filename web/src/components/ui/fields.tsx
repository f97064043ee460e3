import type { ComponentProps } from 'react';
import { FormField } from './form-field';
import { Input, Textarea } from './input';
import { Select, type SelectOption } from './select';

interface FieldLabelling {
  label: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
}

/** A labelled text input with its hint and error (FormField around Input). */
export const TextField = ({
  label,
  error,
  hint,
  required,
  ...input
}: FieldLabelling & ComponentProps<'input'>) => (
  <FormField label={label} error={error} {...(hint ? { hint } : {})} {...(required ? { required } : {})}>
    <Input {...input} />
  </FormField>
);

/** A labelled textarea with its hint and error. */
export const TextAreaField = ({
  label,
  error,
  hint,
  required,
  ...textarea
}: FieldLabelling & ComponentProps<'textarea'>) => (
  <FormField label={label} error={error} {...(hint ? { hint } : {})} {...(required ? { required } : {})}>
    <Textarea {...textarea} />
  </FormField>
);

/** A labelled native select with its hint and error. */
export const SelectField = ({
  label,
  error,
  hint,
  required,
  ...select
}: FieldLabelling & ComponentProps<'select'> & { options: readonly SelectOption[] }) => (
  <FormField label={label} error={error} {...(hint ? { hint } : {})} {...(required ? { required } : {})}>
    <Select {...select} />
  </FormField>
);
