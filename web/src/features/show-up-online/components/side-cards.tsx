import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

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
