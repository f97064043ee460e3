import type { ContentGraderBody } from '@lambdas/content-grader/contract';
import { LanguageField } from '@/components/generation/language-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/fields';
import { Spinner } from '@/components/ui/spinner';
import { useToolForm } from '@/lib/use-tool-form';
import {
  contentGraderProfileFields,
  defaultContentGraderForm,
  validateContentGraderForm,
} from '../form-state';

/** The topic and the output language; submits only what the shared schema accepts. */
export function ContentGraderForm({
  generating,
  onSubmit,
}: {
  generating: boolean;
  onSubmit: (body: ContentGraderBody) => void;
}) {
  const { field, submit } = useToolForm(
    defaultContentGraderForm,
    validateContentGraderForm,
    'content-grader',
    contentGraderProfileFields,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Topic</CardTitle>
        <CardDescription>What should it be about?</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit(onSubmit)} className="flex flex-col gap-5">
          <TextField
            label="Topic"
            required
            placeholder="e.g. Email marketing for bakeries"
            {...field('topic')}
          />
          <LanguageField {...field('outputLanguage')} />
          <Button type="submit" size="lg" disabled={generating}>
            {generating && <Spinner tone="onBrand" />}
            {generating ? 'Writing...' : 'Write It'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
