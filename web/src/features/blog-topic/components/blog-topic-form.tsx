import { FormCard, SubmitButton } from '@/components/generation/form-card';
import { SelectField, TextAreaField, TextField } from '@/components/ui/fields';
import { useToolForm, type ToolFormProps } from '@/lib/use-tool-form';
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
export function BlogTopicForm({ generating, onSubmit }: ToolFormProps<BlogTopicFormValues>) {
  const { field, submit } = useToolForm(defaultBlogTopicForm, loadCheck, 'blog-topic', topicProfileFields);

  return (
    <FormCard
      title="Tell us about your blog"
      description="Your niche, the searches you want to win and who you write for."
    >
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
        <SubmitButton busy={generating} busyText={'Finding Great Topics...'}>
          {'Generate Topic Ideas'}
        </SubmitButton>
      </form>
    </FormCard>
  );
}
