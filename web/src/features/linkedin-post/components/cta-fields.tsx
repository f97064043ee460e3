import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { Select } from '@/components/ui/select';
import type { PostForm, PostFormErrors, SetField } from '../form-state';
import { ctaOptions, includeCtaOptions } from '../options';

/** Include a call to action? Its type and link appear only for yes (docs/product.md#linkedin-post). */
export function CtaFields({ form, errors, set }: { form: PostForm; errors: PostFormErrors; set: SetField }) {
  return (
    <div className="flex flex-col gap-5">
      <RadioCards
        label="Include a call to action?"
        value={form.includeCTA}
        onChange={set('includeCTA')}
        options={includeCtaOptions}
        columns="two"
      />
      {form.includeCTA === 'yes' && (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Call to action" error={errors.ctaType}>
            <Select
              options={ctaOptions}
              value={form.ctaType}
              onChange={(e) => set('ctaType')(e.target.value as PostForm['ctaType'])}
            />
          </FormField>
          <FormField label="Call-to-action link (optional)" error={errors.ctaLink}>
            <Input
              type="url"
              inputMode="url"
              value={form.ctaLink}
              onChange={(e) => set('ctaLink')(e.target.value)}
              placeholder="https://yoursite.com/book"
            />
          </FormField>
        </div>
      )}
    </div>
  );
}
