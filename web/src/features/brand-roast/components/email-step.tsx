import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ROAST_CONSENT_TEXT } from '@lambdas/brand-roast/contract';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/generation/form-card';
import { TextField } from '@/components/ui/fields';
import { paths } from '@/config/paths';
import { validateEmail } from '../validate';

const POLICY = 'privacy policy';
const [beforePolicy, afterPolicy] = ROAST_CONSENT_TEXT.split(POLICY) as [string, string];

/** Step 2, 'Hold up': where to send the roast, and the consent line stored with the lead. */
export function EmailStep({
  email,
  onEmailChange,
  onSubmit,
  onBack,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: (email: string) => void;
  onBack: () => void;
}) {
  const [error, setError] = useState<string>();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateEmail(email);
    if ('error' in checked) return setError(checked.error);
    setError(undefined);
    onSubmit(checked.email);
  }
  return (
    <FormCard title="Hold up" description="Where should we send your roast?">
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          // The step follows the visitor's own submit: the next thing to type is this.
          autoFocus
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          error={error}
          placeholder="you@yourbrand.com"
        />
        <p className="text-sm text-slate-600">
          {beforePolicy}
          <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline">
            {POLICY}
          </Link>
          {afterPolicy}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={email.trim() === ''}>
            Get My Roast
          </Button>
          <Button variant="ghost" size="lg" onClick={onBack}>
            Back
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
