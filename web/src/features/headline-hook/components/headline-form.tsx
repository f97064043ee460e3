import { toast } from '@/lib/toast';
import type { GenerationMode, HeadlineBody } from '@lambdas/headline-hook/contract';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/generation/form-card';
import { SelectField, TextField } from '@/components/ui/fields';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useToolForm, type ToolFormProps } from '@/lib/use-tool-form';
import { LanguageField } from '@/components/generation/language-field';
import {
  contentTypeOptions,
  defaultHeadlineForm,
  headlineProfileFields,
  switchMode,
  toneOptions,
  triggerOptions,
} from '../form-state';

/** The form's check (zod and the route's schema), loaded by its first change or submit. */
const loadCheck = async () => (await import('../validate')).validateHeadlineForm;

const modes: { mode: GenerationMode; tab: string; submit: string }[] = [
  { mode: 'headlines', tab: 'Headlines (Titles)', submit: 'Generate Headlines' },
  { mode: 'hooks', tab: 'Hooks (Opening Lines)', submit: 'Generate Hooks' },
];

/** The two tabs of docs/product.md#headlines-and-hooks around one form; switching tabs resets a trigger the new tab lacks. */
export function HeadlineForm({ generating, onSubmit }: ToolFormProps<HeadlineBody>) {
  const { form, setForm, field, submit } = useToolForm(
    defaultHeadlineForm,
    loadCheck,
    'headline-hook',
    headlineProfileFields,
  );
  const requiredMissing = ({ missingRequired }: { missingRequired: boolean }) =>
    missingRequired &&
    toast.error('Required fields missing', {
      description: 'Please fill in both the topic and audience fields.',
    });

  const headlines = form.mode === 'headlines';
  return (
    <FormCard
      title="What are you writing?"
      description="Titles that earn the click, or opening lines that keep readers reading."
    >
      <Tabs value={form.mode} onValueChange={(mode) => setForm((f) => switchMode(f, mode as GenerationMode))}>
        <TabsList aria-label="What to write">
          {modes.map(({ mode, tab }) => (
            <TabsTrigger key={mode} value={mode}>
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {modes.map(({ mode, submit: label }) => (
          <TabsContent key={mode} value={mode} className="mt-5">
            <form noValidate onSubmit={submit(onSubmit, requiredMissing)} className="flex flex-col gap-5">
              <TextField
                label="Topic"
                required
                {...field('topic')}
                placeholder="e.g. Email marketing for local bakeries"
              />
              <TextField
                label="Audience"
                required
                {...field('audience')}
                placeholder="e.g. owners of small bakeries"
              />
              {headlines && (
                <SelectField label="Content type" {...field('contentType')} options={contentTypeOptions} />
              )}
              <TextField
                label={headlines ? 'Key benefit (optional)' : 'Main problem (optional)'}
                hint={headlines ? 'What the reader gets.' : 'What keeps your reader up at night.'}
                {...field('keyBenefit')}
                placeholder={
                  headlines ? 'e.g. fill more weekend orders' : 'e.g. no time to write newsletters'
                }
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField
                  label={headlines ? 'Emotional trigger' : 'Hook style'}
                  {...field('trigger')}
                  options={triggerOptions[form.mode]}
                />
                <SelectField label="Tone" {...field('tone')} options={toneOptions} />
              </div>
              <LanguageField {...field('outputLanguage')} />
              <Button type="submit" size="lg" disabled={generating}>
                {generating && <Spinner tone="onBrand" />}
                {generating ? 'Generating...' : label}
              </Button>
            </form>
          </TabsContent>
        ))}
      </Tabs>
    </FormCard>
  );
}
