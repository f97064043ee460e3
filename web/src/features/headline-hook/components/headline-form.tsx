import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { GenerationMode, HeadlineBody } from '@lambdas/headline-hook/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  contentTypeOptions,
  defaultHeadlineForm,
  switchMode,
  toneOptions,
  triggerOptions,
  validateHeadlineForm,
  type HeadlineForm as HeadlineFormValues,
  type HeadlineFormErrors,
} from '../form-state';

const modes: { mode: GenerationMode; tab: string; submit: string }[] = [
  { mode: 'headlines', tab: 'Headlines (Titles)', submit: 'Generate Headlines' },
  { mode: 'hooks', tab: 'Hooks (Opening Lines)', submit: 'Generate Hooks' },
];

/** The two tabs of SPEC.md §2 around one form; switching tabs resets a trigger the new tab lacks. */
export function HeadlineForm({
  generating,
  onSubmit,
}: {
  generating: boolean;
  onSubmit: (body: HeadlineBody) => void;
}) {
  const [form, setForm] = useState<HeadlineFormValues>(defaultHeadlineForm);
  const [errors, setErrors] = useState<HeadlineFormErrors>({});
  const set =
    <K extends keyof HeadlineFormValues>(key: K) =>
    (value: HeadlineFormValues[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateHeadlineForm(form);
    if ('errors' in result) {
      if (result.missingRequired) {
        toast.error('Required fields missing', {
          description: 'Please fill in both the topic and audience fields.',
        });
      }
      return setErrors(result.errors);
    }
    setErrors({});
    onSubmit(result.body);
  }

  const headlines = form.mode === 'headlines';
  return (
    <Card>
      <CardHeader>
        <CardTitle>What are you writing?</CardTitle>
        <CardDescription>
          Titles that earn the click, or opening lines that keep readers reading.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs
          value={form.mode}
          onValueChange={(mode) => setForm((f) => switchMode(f, mode as GenerationMode))}
        >
          <TabsList aria-label="What to write">
            {modes.map(({ mode, tab }) => (
              <TabsTrigger key={mode} value={mode}>
                {tab}
              </TabsTrigger>
            ))}
          </TabsList>
          {modes.map(({ mode, submit: label }) => (
            <TabsContent key={mode} value={mode}>
              <form noValidate onSubmit={submit} className="flex flex-col gap-5">
                <FormField label="Topic" error={errors.topic} required>
                  <Input
                    value={form.topic}
                    onChange={(e) => set('topic')(e.target.value)}
                    placeholder="e.g. Email marketing for local bakeries"
                  />
                </FormField>
                <FormField label="Audience" error={errors.audience} required>
                  <Input
                    value={form.audience}
                    onChange={(e) => set('audience')(e.target.value)}
                    placeholder="e.g. owners of small bakeries"
                  />
                </FormField>
                {headlines && (
                  <FormField label="Content type" error={errors.contentType}>
                    <Select
                      options={contentTypeOptions}
                      value={form.contentType}
                      onChange={(e) =>
                        set('contentType')(e.target.value as HeadlineFormValues['contentType'])
                      }
                    />
                  </FormField>
                )}
                <FormField
                  label={headlines ? 'Key benefit (optional)' : 'Main problem (optional)'}
                  error={errors.keyBenefit}
                  hint={headlines ? 'What the reader gets.' : 'What keeps your reader up at night.'}
                >
                  <Input
                    value={form.keyBenefit}
                    onChange={(e) => set('keyBenefit')(e.target.value)}
                    placeholder={
                      headlines ? 'e.g. fill more weekend orders' : 'e.g. no time to write newsletters'
                    }
                  />
                </FormField>
                <div className="grid gap-5 sm:grid-cols-2">
                  <FormField label={headlines ? 'Emotional trigger' : 'Hook style'} error={errors.trigger}>
                    <Select
                      options={triggerOptions[form.mode]}
                      value={form.trigger}
                      onChange={(e) => set('trigger')(e.target.value as HeadlineFormValues['trigger'])}
                    />
                  </FormField>
                  <FormField label="Tone" error={errors.tone}>
                    <Select
                      options={toneOptions}
                      value={form.tone}
                      onChange={(e) => set('tone')(e.target.value as HeadlineFormValues['tone'])}
                    />
                  </FormField>
                </div>
                <Button type="submit" size="lg" disabled={generating}>
                  {generating && <Spinner className="text-white" />}
                  {generating ? 'Generating...' : label}
                </Button>
              </form>
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
