import type { LinkedInPostBody } from '@lambdas/linkedin-post/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useToolForm } from '@/lib/use-tool-form';
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
export function PostForm({
  generating,
  onSubmit,
}: {
  generating: boolean;
  onSubmit: (body: LinkedInPostBody) => void;
}) {
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
    <Card>
      <CardHeader>
        <CardTitle>Describe Your Post</CardTitle>
        <CardDescription>Pick the kind of post, then tell us what it is about.</CardDescription>
      </CardHeader>
      <CardContent>
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
          <Button type="submit" size="lg" disabled={generating}>
            {generating && <Spinner tone="onBrand" />}
            {generating ? 'Generating...' : 'Generate Post'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
