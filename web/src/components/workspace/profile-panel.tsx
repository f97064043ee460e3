import { useState } from 'react';
import { tones } from '@lambdas/shared/contracts/tones';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/fields';
import { toast } from '@/lib/toast';
import { clearProfile, emptyProfile, readProfile, saveProfile, type Profile } from '@/lib/workspace/profile';
import { languageOptions } from '@/components/generation/language-field';

const toneOptions = [
  { value: '', label: 'No preference' },
  ...tones.map((tone) => ({ value: tone, label: tone.charAt(0).toUpperCase() + tone.slice(1) })),
];
const languageChoices = [{ value: '', label: 'As my browser' }, ...languageOptions];

interface ProfilePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Your business': the profile every tool form pre-fills from, kept in this browser only. */
export function ProfilePanel({ open, onOpenChange }: ProfilePanelProps) {
  const [form, setForm] = useState<Profile>(() => readProfile() ?? emptyProfile);
  const text = (key: keyof Profile) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });
  function save() {
    if (!saveProfile(form)) return void toast.error('Your profile could not be saved: a field is too long.');
    toast.success('Profile saved. Tool forms now start from it.');
    onOpenChange(false);
  }
  function forget() {
    clearProfile();
    setForm(emptyProfile);
    toast.success('Profile forgotten.');
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your business</DialogTitle>
          <DialogDescription>
            Every tool form starts from these. They stay in this browser and never reach our servers.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          className="flex flex-col gap-4"
        >
          <TextField
            label="Business name"
            maxLength={120}
            autoComplete="organization"
            {...text('businessName')}
          />
          <TextField label="Website" maxLength={2048} inputMode="url" {...text('website')} />
          <TextField label="Industry" maxLength={120} {...text('industry')} />
          <TextField label="Audience" maxLength={300} {...text('audience')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Tone" options={toneOptions} {...text('tone')} />
            <SelectField label="Output language" options={languageChoices} {...text('outputLanguage')} />
          </div>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={forget}>
              Forget my profile
            </Button>
            <Button type="submit">Save profile</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
