import { FormCard, SubmitButton } from '@/components/generation/form-card';
import { SelectField, TextAreaField, TextField } from '@/components/ui/fields';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useToolForm } from '@/lib/use-tool-form';
import { LanguageField } from '@/components/generation/language-field';
import type { CritiqueBody } from '@lambdas/landing-page-critique/contract';
import { critiqueLimits } from '@lambdas/landing-page-critique/fields';
import { critiqueProfileFields, defaultCritiqueForm, goalOptions, type CritiqueMode } from '../form-state';

/** The form's check (zod and the route's schema), loaded by its first change or submit. */
const loadCheck = async () => (await import('../validate')).validateCritiqueForm;

const modes: { mode: CritiqueMode; tab: string }[] = [
  { mode: 'url', tab: 'Analyze by URL' },
  { mode: 'text', tab: 'Analyze by Text' },
];

/** The two tabs around one form: a page's address, or its pasted copy, plus who it is for. */
export function CritiqueForm({
  analyzing,
  onSubmit,
}: {
  analyzing: boolean;
  onSubmit: (body: CritiqueBody) => void;
}) {
  const { form, set, field, submit } = useToolForm(
    defaultCritiqueForm,
    loadCheck,
    'landing-page-critique',
    critiqueProfileFields,
  );
  return (
    <FormCard
      title="Tell us about your landing page"
      description="We measure the page first, then critique it for your audience and goal."
    >
      <Tabs value={form.mode} onValueChange={(mode) => set('mode')(mode as CritiqueMode)}>
        <TabsList aria-label="What to analyze">
          {modes.map(({ mode, tab }) => (
            <TabsTrigger key={mode} value={mode}>
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {modes.map(({ mode }) => (
          <TabsContent key={mode} value={mode} className="mt-5">
            <form noValidate onSubmit={submit(onSubmit)} className="flex flex-col gap-5">
              {mode === 'url' ? (
                <TextField
                  label="Landing page URL"
                  required
                  inputMode="url"
                  {...field('landingPageUrl')}
                  placeholder="https://yourbusiness.com/offer"
                />
              ) : (
                <TextAreaField
                  label="Landing page copy"
                  hint={`Paste the page's text, headline first (up to ${critiqueLimits.copy.toLocaleString('en-US')} characters).`}
                  required
                  rows={8}
                  {...field('landingPageCopy')}
                  placeholder="Fresh sourdough at your door by breakfast…"
                />
              )}
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label="Industry"
                  required
                  {...field('industry')}
                  placeholder="e.g. Artisan bakery"
                />
                <TextField
                  label="Target audience"
                  required
                  {...field('targetAudience')}
                  placeholder="e.g. busy parents nearby"
                />
              </div>
              <SelectField label="Conversion goal" {...field('conversionGoal')} options={goalOptions} />
              <TextField
                label="Competitor URL (optional)"
                hint="We measure it the same way and show it side by side."
                inputMode="url"
                {...field('competitorUrl')}
                placeholder="https://competitor.com"
              />
              <LanguageField {...field('outputLanguage')} />
              <SubmitButton busy={analyzing} busyText={'Analyzing...'}>
                {'Analyze Landing Page'}
              </SubmitButton>
            </form>
          </TabsContent>
        ))}
      </Tabs>
    </FormCard>
  );
}
