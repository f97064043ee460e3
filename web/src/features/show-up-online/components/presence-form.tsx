import type { OnlinePresenceBody } from '@lambdas/show-up-online/contract';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/generation/form-card';
import { TextAreaField, TextField } from '@/components/ui/fields';
import { useToolForm } from '@/lib/use-tool-form';
import { LanguageField } from '@/components/generation/language-field';
import {
  emptyPresenceForm,
  isComplete,
  presenceProfileFields,
  type PresenceForm as PresenceFormValues,
} from '../form-state';

/** The form's check (zod and the route's schema), loaded by its first change or submit. */
const loadCheck = async () => (await import('../validate')).validatePresenceForm;

/** 'Tell us about your business': the button waits for the required fields; only a valid body is sent. */
export function PresenceForm({
  onSubmit,
}: {
  onSubmit: (body: OnlinePresenceBody, entries: PresenceFormValues) => void;
}) {
  // The entries come back after Start Over from the session's copy, like after Back.
  const { form, field, submit } = useToolForm(
    emptyPresenceForm,
    loadCheck,
    'show-up-online',
    presenceProfileFields,
  );
  return (
    <FormCard
      title="Tell us about your business"
      description="We read your home page and suggest where to start."
    >
      <form noValidate onSubmit={submit((body) => onSubmit(body, form))} className="flex flex-col gap-5">
        <TextField
          label="Company name"
          required
          autoComplete="organization"
          {...field('companyName')}
          placeholder="e.g. Crumb & Co Bakery"
        />
        <TextField
          label="Website URL"
          required
          inputMode="url"
          autoComplete="url"
          hint="Your home page, e.g. yourbakery.com. We read it to ground the analysis."
          {...field('websiteUrl')}
          placeholder="yourbakery.com"
        />
        <TextField label="Industry" required {...field('industry')} placeholder="e.g. Artisan bakery" />
        <TextAreaField
          label="Competitors (optional)"
          hint="One per line: names or websites."
          {...field('competitors')}
          rows={3}
          placeholder={'Golden Crust Bakery\nbreadhouse.example'}
        />
        <LanguageField {...field('outputLanguage')} />
        <Button type="submit" size="lg" disabled={!isComplete(form)}>
          Analyze My Online Presence
        </Button>
      </form>
    </FormCard>
  );
}
