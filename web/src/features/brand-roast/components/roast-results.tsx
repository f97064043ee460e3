import { demoOf } from '@/lib/demo-output';
import type { ReactNode } from 'react';
import type { BrandRoastResponse } from '@lambdas/brand-roast/contract';
import { joinVoice } from '@lambdas/brand-roast/documents/roast-text';
import { DemoNote } from '@/components/generation/demo-note';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NumberBadge } from '@/components/ui/number-badge';
import { ExportPanel } from './export-panel';

const Subheading = ({ children }: { children: ReactNode }) => (
  <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-500 first:mt-0">{children}</h3>
);

/** Step 4: ROAST and REBUILD cards, whether the email went, the Export panel and the way back. */
export function RoastResults({
  answer,
  brandName,
  email,
  resetLabel,
  onReset,
}: {
  answer: BrandRoastResponse;
  brandName: string;
  email: string;
  resetLabel: string;
  onReset: () => void;
}) {
  const { rebuild } = answer;
  return (
    <div className="flex flex-col gap-6">
      {answer.emailed ? (
        <Alert tone="info" title="Check your inbox">
          <p>We&apos;ve emailed a copy of your roast to {email}.</p>
        </Alert>
      ) : (
        <Alert tone="warning" title="We couldn't email your roast">
          <p>Your results are below: copy them or download them to keep a copy.</p>
        </Alert>
      )}
      {answer.demo && <DemoNote sample={answer.sample} />}
      <Card>
        <CardHeader>
          <CardTitle>ROAST</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="whitespace-pre-wrap text-slate-800">{answer.roast}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>REBUILD</CardTitle>
        </CardHeader>
        <CardContent>
          <Subheading>New Taglines</Subheading>
          <ol className="mt-2 flex flex-col gap-2">
            {rebuild.new_taglines.map((tagline, i) => (
              <li key={tagline} className="flex items-start gap-3">
                <NumberBadge number={i + 1} />
                <span className="pt-0.5 font-medium text-slate-900">{tagline}</span>
              </li>
            ))}
          </ol>
          <Subheading>Elevator Pitch</Subheading>
          <p className="mt-2 text-slate-800">{rebuild.elevator_pitch}</p>
          <Subheading>Suggested Voice</Subheading>
          <p className="mt-2 text-slate-800">{joinVoice(rebuild.voice)}</p>
        </CardContent>
      </Card>
      <ExportPanel brandName={brandName} result={answer} demo={demoOf(answer)} />
      <Button size="lg" variant="secondary" className="self-start" onClick={onReset}>
        {resetLabel}
      </Button>
    </div>
  );
}
