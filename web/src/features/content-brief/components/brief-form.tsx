import { FormCard, SubmitButton } from '@/components/generation/form-card';
import { RadioCards } from '@/components/ui/radio-cards';
import { SelectField, TextAreaField, TextField } from '@/components/ui/fields';
import { useToolForm, type ToolFormProps } from '@/lib/use-tool-form';
import type { ContentBriefBody } from '@lambdas/content-brief/contract';
import { LanguageField } from '@/components/generation/language-field';
import {
  briefProfileFields,
  defaultBriefForm,
  goalOptions,
  lengthOptions,
  toneOptions,
  typeOptions,
} from '../form-state';

/** The form's check (zod and the route's schema), loaded by its first change or submit. */
const loadCheck = async () => (await import('../validate')).validateBriefForm;

const experienceOptions = [
  { value: 'marketer', label: "I'm a marketer", description: 'Use marketing and SEO terms freely' },
  { value: 'non-marketer', label: "I'm not a marketer", description: 'Plain language, step by step' },
] as const;

/** The 'Tell Us About Your Business Content' card; submits only what the shared schema accepts. */
export function BriefForm({ generating, onSubmit }: ToolFormProps<ContentBriefBody>) {
  const { form, set, field, submit } = useToolForm(
    defaultBriefForm,
    loadCheck,
    'content-brief',
    briefProfileFields,
  );

  return (
    <FormCard
      title="Tell Us About Your Business Content"
      description="The more specific you are, the sharper the brief."
    >
      <form noValidate onSubmit={submit(onSubmit)} className="flex flex-col gap-5">
        <RadioCards
          label="Your experience"
          value={form.experienceLevel}
          onChange={set('experienceLevel')}
          options={experienceOptions}
        />
        <TextField
          label="Topic"
          required
          {...field('topic')}
          placeholder="e.g. Email marketing for local bakeries"
        />
        <TextField
          label="Primary keywords"
          hint="Separate keywords with commas; the first is the focus keyword."
          required
          {...field('primaryKeywords')}
          placeholder="bakery newsletter, email marketing"
        />
        <TextField
          label="Target audience"
          required
          {...field('targetAudience')}
          placeholder="e.g. owners of small neighbourhood bakeries"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Content goal" {...field('contentGoal')} options={goalOptions} />
          <SelectField label="Content type" {...field('contentType')} options={typeOptions} />
        </div>
        <SelectField label="Length" {...field('wordCount')} options={lengthOptions} />
        <SelectField label="Tone of voice" {...field('tone')} options={toneOptions} />
        <TextAreaField
          label="Internal links (optional)"
          hint="One URL per line: pages of your site the piece should link to."
          {...field('internalLinks')}
          rows={3}
          placeholder="https://yourbakery.com/menu"
        />
        <LanguageField {...field('outputLanguage')} />
        <SubmitButton busy={generating} busyText={'Creating Your Brief...'}>
          {'Generate Content Brief'}
        </SubmitButton>
      </form>
    </FormCard>
  );
}
