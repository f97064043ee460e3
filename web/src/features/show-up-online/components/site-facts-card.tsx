import { describeSiteFacts, type PresenceSiteFacts } from '@lambdas/show-up-online/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** 'What we found on your site': the measured facts the analysis rests on, or why there are none. */
export function SiteFactsCard({ facts, error }: { facts: PresenceSiteFacts | null; error: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle size="small">What we found on your site</CardTitle>
        <CardDescription>Measured by our own code, not guessed by the AI.</CardDescription>
      </CardHeader>
      <CardContent>
        {facts ? (
          <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-2 text-sm">
            {describeSiteFacts(facts).map(({ label, value }) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-900">{label}</dt>
                <dd className="break-words text-slate-700">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-slate-700">{error ?? 'We could not read your website'}.</p>
        )}
      </CardContent>
    </Card>
  );
}
