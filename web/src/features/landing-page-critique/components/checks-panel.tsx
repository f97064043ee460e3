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

/** A measured value and its verdict; the evidence under it is page text, shown as text only. */
function Measurement({ check, evidence }: { check: PageCheck | undefined; evidence: boolean }) {
  if (!check) return <span className="text-slate-500">Not measured</span>;
  return (
    <div className="flex flex-col gap-1">
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

/** 'Measured on the page': every check our code ran, with value, verdict and evidence, the competitor beside it. */
export function ChecksPanel({ measured }: { measured: CritiqueChecks }) {
  const competitor = new Map(measured.competitorChecks?.map((check) => [check.id, check]));
  const sideBySide = competitor.size > 0;
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
            <thead className="border-b border-slate-200 text-slate-600">
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
                <tr key={check.id} data-check={check.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-normal text-slate-800">
                    {check.label}
                    <span className="block text-xs text-slate-500">Target: {check.threshold}</span>
                  </th>
                  <td className="py-2 pr-3">
                    <Measurement check={check} evidence />
                  </td>
                  {sideBySide && (
                    <td className="py-2">
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
