import type { FormEvent, ReactNode } from 'react';
import { Flame } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/fields';
import { LanguageField } from '@/components/generation/language-field';
import { brandFormReady } from '../form-state';
import type { BrandFormState } from '../use-brand-form';

interface BrandFormStepProps {
  /** 'Tell us about your brand', or the landing page's heading. */
  title: string;
  note?: ReactNode;
  state: BrandFormState;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The visitor starts on the form (first focus or press in it): the next steps' code can load. */
  onIntent?: () => void;
}

/** Step 1: the brand. 'Roast My Brand' waits for the four required fields. */
export function BrandFormStep({ title, note, state, onSubmit, onIntent }: BrandFormStepProps) {
  const { form, field } = state;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {note ? <CardDescription>{note}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          onFocus={onIntent}
          onPointerDown={onIntent}
          className="flex flex-col gap-5"
        >
          <TextField label="Brand name" required {...field('brandName')} placeholder="e.g. Rise Bakery" />
          <TextField
            label="Website URL (optional)"
            {...field('websiteURL')}
            inputMode="url"
            placeholder="risebakery.com"
          />
          <TextField
            label="Tagline"
            required
            {...field('tagline')}
            placeholder="e.g. Quality bread, baked fresh"
          />
          <TextAreaField
            label="Description"
            hint="What you sell, and what makes you different."
            required
            {...field('description')}
            rows={4}
            placeholder="A neighbourhood bakery that opens at six and sells out by ten."
          />
          <TextField
            label="Audience"
            required
            {...field('audience')}
            placeholder="e.g. Early risers who want good bread"
          />
          <LanguageField {...field('outputLanguage')} />
          <Button type="submit" size="lg" disabled={!brandFormReady(form)}>
            <Flame aria-hidden="true" /> Roast My Brand
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
