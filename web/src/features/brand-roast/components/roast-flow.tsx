import { startTransition, Suspense, useRef, useState, type ReactNode } from 'react';
import type { BrandRoastRequest } from '@lambdas/brand-roast/contract';
import { useRoastBrand } from '../api/roast-brand';
import { emptyBrandForm, newSubmissionKey, type BrandBody } from '../form-state';
import { useBrandForm } from '../use-brand-form';
import { BrandFormStep } from './brand-form-step';
import { track } from '@/lib/events/track';
import { useFocusAfterSwap } from '@/lib/focus-heading';
import { lazyExport } from '@/lib/lazy-export';
import { RefinePanel } from '@/components/workspace/refine-panel';
import { LanguageScope } from '@/components/generation/language-scope';

const loadSteps = () => import('./later-steps');
const preloadSteps = () => void loadSteps();
const EmailStep = lazyExport(loadSteps, 'EmailStep');
const LoadingStep = lazyExport(loadSteps, 'LoadingStep');
const RoastError = lazyExport(loadSteps, 'RoastError');
const RoastResults = lazyExport(loadSteps, 'RoastResults');

export interface RoastFlowProps {
  /** The form card's heading. */
  formTitle: string;
  formNote?: ReactNode;
  /** 'Roast Another Brand', or 'Start Over' on a landing page. */
  resetLabel: string;
  /** The landing page the visitor came through, recorded with the lead. */
  sourceSlug?: string;
}

/** The four steps: form, then 'Hold up' (email), then loading, then results (or a visible error). */
export function RoastFlow({ formTitle, formNote, resetLabel, sourceSlug }: RoastFlowProps) {
  const brandForm = useBrandForm();
  const roast = useRoastBrand();
  const [brand, setBrand] = useState<BrandBody>();
  const [email, setEmail] = useState('');
  const [request, setRequest] = useState<BrandRoastRequest>();
  const steps = useRef<HTMLDivElement>(null);
  // A roast kept in history shows as results, with the request it came from.
  const answered = roast.data && (request ?? roast.body);
  const step = answered
    ? 'results'
    : !brand
      ? 'form'
      : !request
        ? 'email'
        : roast.error
          ? 'error'
          : 'loading';
  useFocusAfterSwap(steps, step);

  function reset() {
    roast.reset();
    brandForm.setForm(emptyBrandForm);
    setBrand(undefined);
    setRequest(undefined);
    setEmail('');
  }
  function send(address: string) {
    const body: BrandRoastRequest = {
      ...brand!,
      email: address,
      idempotencyKey: newSubmissionKey(),
      ...(sourceSlug ? { sourceSlug } : {}),
    };
    setRequest(body);
    roast.start(body);
  }
  function edit() {
    roast.reset();
    setRequest(undefined);
    setBrand(undefined);
  }

  // Inside a boundary already shown, a step that suspends inside a transition keeps the current one on screen.
  return (
    <div ref={steps}>
      <Suspense>{currentStep()}</Suspense>
    </div>
  );

  function currentStep() {
    if (answered) {
      return (
        <>
          <LanguageScope language={roast.language}>
            <RoastResults
              answer={roast.data!}
              brandName={answered.brandName}
              email={answered.email}
              resetLabel={resetLabel}
              onReset={reset}
            />
          </LanguageScope>
          <RefinePanel refinement={roast.refinement} />
        </>
      );
    }
    if (!brand) {
      return (
        <BrandFormStep
          title={formTitle}
          note={formNote}
          state={brandForm}
          onIntent={preloadSteps}
          // The form stays until the email step's code is in; it starts loading at the form's first focus or press.
          onSubmit={brandForm.submit((fields) => {
            track({ name: 'roast_email_step', source: sourceSlug ?? 'brand-roast' });
            startTransition(() => setBrand(fields));
          })}
        />
      );
    }
    if (!request) {
      return (
        <EmailStep
          email={email}
          onEmailChange={setEmail}
          onSubmit={send}
          onBack={() => setBrand(undefined)}
        />
      );
    }
    if (roast.error)
      return <RoastError error={roast.error} onRetry={() => roast.start(request)} onEdit={edit} />;
    return <LoadingStep step={roast.progress} />;
  }
}
