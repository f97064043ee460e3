import { toast } from '@/lib/toast';
import { KEYWORD_MAX_CHARS } from '@lambdas/youtube-analysis/search/fields';
import { FormCard, SubmitButton } from '@/components/generation/form-card';
import { TextField } from '@/components/ui/fields';
import { useToolForm } from '@/lib/use-tool-form';
import { LanguageField } from '@/components/generation/language-field';
import { defaultKeywordForm, keywordProfileFields, type KeywordBody } from '../form-state';

/** The form's check (zod and the route's schema), loaded by its first change or submit. */
const loadCheck = async () => (await import('../validate')).validateKeywordForm;

/** The keyword and the Analyze button ('Analyzing' while the videos and ideas are on their way). */
export function KeywordForm({
  running,
  onSubmit,
}: {
  running: boolean;
  onSubmit: (body: KeywordBody) => void;
}) {
  const { field, submit } = useToolForm(
    defaultKeywordForm,
    loadCheck,
    'youtube-analysis',
    keywordProfileFields,
  );
  const onInvalid = ({ blank }: { blank: boolean }) => {
    if (blank) toast.error('Input required', { description: 'Please enter a keyword to analyze.' });
  };
  return (
    <FormCard title="Analyze a keyword" description="What your viewers type into YouTube’s search box.">
      <form noValidate onSubmit={submit(onSubmit, onInvalid)} className="flex flex-col gap-4">
        <TextField
          label="Keyword"
          required
          {...field('topic')}
          maxLength={KEYWORD_MAX_CHARS}
          placeholder="e.g. sourdough baking"
        />
        <LanguageField {...field('outputLanguage')} />
        <SubmitButton busy={running} busyText={'Analyzing'}>
          {'Analyze'}
        </SubmitButton>
      </form>
    </FormCard>
  );
}
