import type { LinkedInPostBody } from '@lambdas/linkedin-post/contract';
import { FormCard, SubmitButton } from '@/components/generation/form-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useToolForm, type ToolFormProps } from '@/lib/use-tool-form';
import { LanguageField } from '@/components/generation/language-field';
import {
  defaultPostForm,
  postProfileFields,
  switchPostType,
  type PostForm as PostFormValues,
} from '../form-state';
import { postTabs } from '../options';
import { PostFields } from './post-fields';

/** The form's check (zod and the route's schema), loaded by its first change or submit. */
const loadCheck = async () => (await import('../validate')).validatePostForm;

/** The three tabs and their fields; submits only what the shared schema accepts. */
export function PostForm({ generating, onSubmit }: ToolFormProps<LinkedInPostBody>) {
  const { form, setForm, errors, setErrors, set, field, submit } = useToolForm(
    defaultPostForm,
    loadCheck,
    'linkedin-post',
    postProfileFields,
  );

  function changeTab(postType: string) {
    setForm((f) => switchPostType(f, postType as PostFormValues['postType']));
    setErrors({});
  }

  return (
    <FormCard title="Describe Your Post" description="Pick the kind of post, then tell us what it is about.">
      <form noValidate onSubmit={submit(onSubmit)} className="flex flex-col gap-5">
        <Tabs value={form.postType} onValueChange={changeTab}>
          <TabsList aria-label="Kind of post">
            {postTabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {postTabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value} className="mt-5">
              <PostFields
                tab={tab}
                form={form}
                errors={errors}
                set={set}
                insightMark={field('industryInsight').profile}
              />
            </TabsContent>
          ))}
        </Tabs>
        <LanguageField {...field('outputLanguage')} />
        <SubmitButton busy={generating} busyText={'Generating...'}>
          {'Generate Post'}
        </SubmitButton>
      </form>
    </FormCard>
  );
}
