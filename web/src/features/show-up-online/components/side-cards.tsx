import { describeSiteFacts, type PresenceSiteFacts } from '@lambdas/show-up-online/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** How the analysis is made, shown beside the form and while it runs. */
export function HowItWorksCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle size="small">How the analysis works</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
          <li>We read your home page, robots.txt and sitemap, and nothing else.</li>
          <li>
            We measure what search engines see: title, description, headings, structured data, mobile
            readiness and whether crawlers are let in.
          </li>
          <li>The AI suggests the keyword to target and the next steps, based on those facts.</li>
        </ol>
        <p className="mt-4 text-xs text-slate-500">
          Keyword difficulty is an estimate: no search-volume data is used. If your site cannot be read, the
          analysis uses your answers alone and says so.
        </p>
      </CardContent>
    </Card>
  );
}

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
