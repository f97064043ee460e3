import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import {
  contentTypeOptions,
  defaultBlogTopicForm,
  validateBlogTopicForm,
  type BlogTopicForm as BlogTopicFormValues,
  type BlogTopicFormErrors,
} from '../form-state';

/** The blog topic form; submits only what the shared schema accepts, with the values as typed. */
export function BlogTopicForm({
  generating,
  onSubmit,
}: {
  generating: boolean;
  onSubmit: (form: BlogTopicFormValues) => void;
}) {
  const [form, setForm] = useState<BlogTopicFormValues>(defaultBlogTopicForm);
  const [errors, setErrors] = useState<BlogTopicFormErrors>({});
  const set = (key: keyof BlogTopicFormValues) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateBlogTopicForm(form);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    onSubmit(form);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tell us about your blog</CardTitle>
        <CardDescription>Your niche, the searches you want to win and who you write for.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <FormField label="Industry" error={errors.industry} required>
            <Input
              value={form.industry}
              onChange={(e) => set('industry')(e.target.value)}
              placeholder="e.g. Artisan bakery"
            />
          </FormField>
          <FormField
            label="Target keywords"
            error={errors.targetKeywords}
            hint="Separate keywords with commas."
            required
          >
            <Input
              value={form.targetKeywords}
              onChange={(e) => set('targetKeywords')(e.target.value)}
              placeholder="sourdough starter, bakery marketing"
            />
          </FormField>
          <FormField label="Target audience" error={errors.targetAudience} required>
            <Input
              value={form.targetAudience}
              onChange={(e) => set('targetAudience')(e.target.value)}
              placeholder="e.g. home bakers who want to sell at markets"
            />
          </FormField>
          <FormField label="Content type" error={errors.contentType}>
            <Select
              options={contentTypeOptions}
              value={form.contentType}
              onChange={(e) => set('contentType')(e.target.value)}
            />
          </FormField>
          <FormField
            label="Competitor URLs (optional)"
            error={errors.competitorURLs}
            hint="One per line. Ideas aim at what these sites leave out."
          >
            <Textarea
              rows={3}
              value={form.competitorURLs}
              onChange={(e) => set('competitorURLs')(e.target.value)}
              placeholder="https://competitor.example"
            />
          </FormField>
          <FormField
            label="Topics to exclude (optional)"
            error={errors.excludeTopics}
            hint="Separate topics with commas. No idea will mention them."
          >
            <Input
              value={form.excludeTopics}
              onChange={(e) => set('excludeTopics')(e.target.value)}
              placeholder="e.g. gluten-free, wedding cakes"
            />
          </FormField>
          <Button type="submit" size="lg" disabled={generating}>
            {generating && <Spinner className="text-white" />}
            {generating ? 'Finding Great Topics...' : 'Generate Topic Ideas'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
