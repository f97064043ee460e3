import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { ContentBriefBody } from '@lambdas/content-brief/contract';
import { useValidatedForm } from '@/lib/use-validated-form';
import {
  defaultBriefForm,
  goalOptions,
  lengthOptions,
  typeOptions,
  validateBriefForm,
  type BriefForm as BriefFormValues,
} from '../form-state';

const experienceOptions = [
  { value: 'marketer', label: "I'm a marketer", description: 'Use marketing and SEO terms freely' },
  { value: 'non-marketer', label: "I'm not a marketer", description: 'Plain language, step by step' },
] as const;

/** The 'Tell Us About Your Business Content' card; submits only what the shared schema accepts. */
export function BriefForm({
  generating,
  onSubmit,
}: {
  generating: boolean;
  onSubmit: (body: ContentBriefBody) => void;
}) {
  const { form, errors, set, submit } = useValidatedForm(defaultBriefForm, validateBriefForm, onSubmit);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tell Us About Your Business Content</CardTitle>
        <CardDescription>The more specific you are, the sharper the brief.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <RadioCards
            label="Your experience"
            value={form.experienceLevel}
            onChange={set('experienceLevel')}
            options={experienceOptions}
          />
          <FormField label="Topic" error={errors.topic} required>
            <Input
              value={form.topic}
              onChange={(e) => set('topic')(e.target.value)}
              placeholder="e.g. Email marketing for local bakeries"
            />
          </FormField>
          <FormField
            label="Primary keywords"
            error={errors.primaryKeywords}
            hint="Separate keywords with commas; the first is the focus keyword."
            required
          >
            <Input
              value={form.primaryKeywords}
              onChange={(e) => set('primaryKeywords')(e.target.value)}
              placeholder="bakery newsletter, email marketing"
            />
          </FormField>
          <FormField label="Target audience" error={errors.targetAudience} required>
            <Input
              value={form.targetAudience}
              onChange={(e) => set('targetAudience')(e.target.value)}
              placeholder="e.g. owners of small neighbourhood bakeries"
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Content goal" error={errors.contentGoal}>
              <Select
                options={goalOptions}
                value={form.contentGoal}
                onChange={(e) => set('contentGoal')(e.target.value as BriefFormValues['contentGoal'])}
              />
            </FormField>
            <FormField label="Content type" error={errors.contentType}>
              <Select
                options={typeOptions}
                value={form.contentType}
                onChange={(e) => set('contentType')(e.target.value as BriefFormValues['contentType'])}
              />
            </FormField>
          </div>
          <FormField label="Length" error={errors.wordCount}>
            <Select
              options={lengthOptions}
              value={form.wordCount}
              onChange={(e) => set('wordCount')(e.target.value as BriefFormValues['wordCount'])}
            />
          </FormField>
          <FormField
            label="Internal links (optional)"
            error={errors.internalLinks}
            hint="One URL per line: pages of your site the piece should link to."
          >
            <Textarea
              rows={3}
              value={form.internalLinks}
              onChange={(e) => set('internalLinks')(e.target.value)}
              placeholder="https://yourbakery.com/menu"
            />
          </FormField>
          <Button type="submit" size="lg" disabled={generating}>
            {generating && <Spinner className="text-white" />}
            {generating ? 'Creating Your Brief...' : 'Generate Content Brief'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
