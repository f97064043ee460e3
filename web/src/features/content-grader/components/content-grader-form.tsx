import { useCallback } from 'react';
import type { ContentGraderBody } from '@lambdas/content-grader/contract';
import { contentGraderLimits } from '@lambdas/content-grader/fields';
import { formatNumber } from '@lambdas/shared/contracts/format-number';
import { LanguageField } from '@/components/generation/language-field';
import { FormCard, SubmitButton } from '@/components/generation/form-card';
import { SelectField, TextAreaField, TextField } from '@/components/ui/fields';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useToolForm, type ToolFormProps } from '@/lib/use-tool-form';
import {
  contentGraderProfileFields,
  defaultContentGraderForm,
  type ContentGraderForm as FormValues,
} from '../form-state';
import { useKeptBriefs } from '../kept-briefs';
import { pasteAsMarkdown } from '../paste-markdown';

/** The form's check (zod and the route's schema), loaded by its first change or submit. */
const loadCheck = async () => (await import('../validate')).validateContentGraderForm;

/**
 * The keyword, the draft pasted or a published page's address, and what to grade it against. `onDraftEdit`
 * hears every change to the draft, for the grade as you type.
 */
export function ContentGraderForm({
  generating,
  onSubmit,
  onDraftEdit,
}: ToolFormProps<ContentGraderBody> & { onDraftEdit?: (draft: string) => void }) {
  const briefs = useKeptBriefs();
  // The chosen brief's targets go into the request: the check reads the briefs kept when it runs.
  const check = useCallback(async () => {
    const validate = await loadCheck();
    return (values: FormValues) =>
      validate(values, briefs.find((brief) => brief.id === values.briefEntry)?.targets);
  }, [briefs]);
  const { form, setForm, setErrors, field, submit } = useToolForm(
    defaultContentGraderForm,
    check,
    'content-grader',
    contentGraderProfileFields,
  );
  const draft = field('draft');
  const changeMode = (mode: string) => {
    setForm((current) => ({ ...current, mode: mode as FormValues['mode'] }));
    setErrors({});
  };
  return (
    <FormCard title="Your Draft" description="Paste it, or give the address where it is published.">
      <form noValidate onSubmit={submit(onSubmit)} className="flex flex-col gap-5">
        <TextField
          label="Target keyword"
          required
          placeholder="e.g. sourdough starter"
          maxLength={contentGraderLimits.keyword.max}
          {...field('keyword')}
        />
        <Tabs value={form.mode} onValueChange={changeMode}>
          <TabsList aria-label="What to grade">
            <TabsTrigger value="text">Paste the text</TabsTrigger>
            <TabsTrigger value="url">A published page</TabsTrigger>
          </TabsList>
          <TabsContent value="text" className="mt-5">
            <TextAreaField
              label="Your draft"
              required
              rows={12}
              hint={`Plain text or Markdown (pasted formatting becomes Markdown), up to ${formatNumber(contentGraderLimits.draft)} characters. Once graded, the grade follows your edits.`}
              {...draft}
              onPaste={pasteAsMarkdown}
              onChange={(event) => {
                draft.onChange(event);
                onDraftEdit?.(event.target.value);
              }}
            />
          </TabsContent>
          <TabsContent value="url" className="mt-5">
            <TextField
              label="Page URL"
              required
              type="url"
              placeholder="https://example.com/your-post"
              {...field('url')}
            />
          </TabsContent>
        </Tabs>
        <TextField label="Audience" placeholder="e.g. home bakers" {...field('audience')} />
        {briefs.length ? (
          <SelectField
            label="Grade against a brief from Recent results"
            hint="Its keyword, headings and questions become the targets."
            options={[
              { value: '', label: 'No brief: what ranks today' },
              ...briefs.map((brief) => ({ value: brief.id, label: brief.label })),
            ]}
            {...field('briefEntry')}
          />
        ) : null}
        <LanguageField {...field('outputLanguage')} />
        <SubmitButton busy={generating} busyText={'Grading...'}>
          {'Grade My Draft'}
        </SubmitButton>
      </form>
    </FormCard>
  );
}
