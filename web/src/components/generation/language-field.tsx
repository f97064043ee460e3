import type { ComponentProps } from 'react';
import { findLanguage, outputLanguages } from '@lambdas/shared/contracts/languages';
import { SelectField } from '@/components/ui/fields';

/** Each listed language by its English name, with its own name where that differs. */
export const languageOptions = outputLanguages.map((language) => ({
  value: language.code,
  label: language.name === language.nativeName ? language.name : `${language.name} (${language.nativeName})`,
}));

/**
 * The 'Output language' select every tool form offers (issue 28). A value that is not listed (an old or
 * edited session copy) shows as itself, so the form's message about it points at what the field holds.
 */
export function LanguageField({
  value,
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'label' | 'options'> & { value: string }) {
  const unknown = value !== '' && !findLanguage(value);
  return (
    <SelectField
      label="Output language"
      hint="The language the result is written in."
      value={value}
      options={unknown ? [...languageOptions, { value, label: value }] : languageOptions}
      {...props}
    />
  );
}
