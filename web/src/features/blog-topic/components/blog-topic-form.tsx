import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField, TextAreaField, TextField } from '@/components/ui/fields';
import { Spinner } from '@/components/ui/spinner';
import { useToolForm } from '@/lib/use-tool-form';
import { LanguageField } from '@/components/generation/language-field';
import {
  contentTypeOptions,
  defaultBlogTopicForm,
  topicProfileFields,
  type BlogTopicForm as BlogTopicFormValues,
} from '../form-state';

/** The form's check (zod and the route's schema), loaded by its first change or submit. */
const loadCheck = async () => (await import('../validate')).validateBlogTopicForm;

/** The blog topic form; submits only what the shared schema accepts, with the values as typed. */
export function BlogTopicForm({
  generating,
  onSubmit,
}: {
  generating: boolean;
  onSubmit: (form: BlogTopicFormValues) => void;
}) {
  const { field, submit } = useToolForm(defaultBlogTopicForm, loadCheck, 'blog-topic', topicProfileFields);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tell us about your blog</CardTitle>
        <CardDescription>Your niche, the searches you want to win and who you write for.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit(onSubmit)} className="flex flex-col gap-5">
          <TextField label="Industry" required {...field('industry')} placeholder="e.g. Artisan bakery" />
          <TextField
            label="Target keywords"
            hint="Separate keywords with commas."
            required
            {...field('targetKeywords')}
            placeholder="sourdough starter, bakery marketing"
          />
          <TextField
            label="Target audience"
            required
            {...field('targetAudience')}
            placeholder="e.g. home bakers who want to sell at markets"
          />
          <SelectField label="Content type" {...field('contentType')} options={contentTypeOptions} />
          <TextAreaField
            label="Competitor URLs (optional)"
            hint="One per line. Ideas aim at what these sites leave out."
            {...field('competitorURLs')}
            rows={3}
            placeholder="https://competitor.example"
          />
          <TextField
            label="Topics to exclude (optional)"
            hint="Separate topics with commas. No idea will mention them."
            {...field('excludeTopics')}
            placeholder="e.g. gluten-free, wedding cakes"
          />
          <LanguageField {...field('outputLanguage')} />
          <Button type="submit" size="lg" disabled={generating}>
            {generating && <Spinner tone="onBrand" />}
            {generating ? 'Finding Great Topics...' : 'Generate Topic Ideas'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
