import type { CritiqueChecks } from '@lambdas/landing-page-critique/contract';
import type { CheckVerdict, PageCheck } from '@lambdas/shared/contracts/page-checks';
import { verdictWords } from '@lambdas/landing-page-critique/documents/critique-report';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const verdictClass: Record<CheckVerdict, string> = {
  pass: 'bg-emerald-100 text-emerald-800',
  warn: 'bg-amber-100 text-amber-900',
  fail: 'bg-red-100 text-red-800',
  info: 'bg-slate-100 text-slate-700',
};

/** Names a cell on phones, where the competitor's figures sit under the page's instead of beside them. */
function PhoneLabel({ text }: { text: string }) {
  return (
    <span className="text-xs font-medium text-slate-500 sm:hidden" aria-hidden="true">
      {text}
    </span>
  );
}

/** A measured value and its verdict; the evidence under it is page text, shown as text only. */
function Measurement({ check, evidence }: { check: PageCheck | undefined; evidence: boolean }) {
  if (!check) return <span className="text-slate-500">Not measured</span>;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{check.value}</span>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', verdictClass[check.verdict])}>
          {verdictWords[check.verdict]}
        </span>
      </div>
      {evidence && <span className="text-xs break-words text-slate-600">{check.evidence}</span>}
    </div>
  );
}

/**
 * 'Measured on the page': every check our code ran, with value, verdict and evidence, the competitor beside
 * it; on a phone each row stacks, the check's name above the two figures, so the table fits the screen.
 */
export function ChecksPanel({ measured }: { measured: CritiqueChecks }) {
  const competitor = new Map(measured.competitorChecks?.map((check) => [check.id, check]));
  const sideBySide = competitor.size > 0;
  // Column headers stay for screen readers; on a phone each cell shows its own label instead.
  const stack = (phone: string) => (sideBySide ? phone : '');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Measured on the page</CardTitle>
        <CardDescription>
          Our own checks of the page, not the model's opinion; the critique cites them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {measured.competitorError && (
          <Alert tone="warning" title="The competitor's page was not measured">
            <p>{measured.competitorError}</p>
          </Alert>
        )}
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className={cn('border-b border-slate-200 text-slate-600', stack('max-sm:sr-only'))}>
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Check
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {sideBySide ? 'Your page' : 'Result'}
                </th>
                {sideBySide && (
                  <th scope="col" className="py-2 font-medium">
                    Competitor
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {measured.checks.map((check) => (
                <tr
                  key={check.id}
                  data-check={check.id}
                  className={cn(
                    'border-b border-slate-100 align-top',
                    stack('max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:pb-2'),
                  )}
                >
                  <th
                    scope="row"
                    className={cn(
                      'py-2 pr-3 font-normal text-slate-800',
                      stack('max-sm:col-span-2 max-sm:pb-1'),
                    )}
                  >
                    {check.label}
                    <span className="block text-xs text-slate-500">Target: {check.threshold}</span>
                  </th>
                  <td className={cn('py-2 pr-3', stack('max-sm:py-0 max-sm:pr-0'))}>
                    {sideBySide && <PhoneLabel text="Your page" />}
                    <Measurement check={check} evidence />
                  </td>
                  {sideBySide && (
                    <td className="py-2 max-sm:py-0">
                      <PhoneLabel text="Competitor" />
                      <Measurement check={competitor.get(check.id)} evidence={false} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
