import { Gauge, ListChecks, Sparkles } from 'lucide-react';
import type { ProgrammaticPage } from '@lambdas/shared/contracts/programmatic-page';

/** The three blocks under a landing page's roast card, each falling back to its default text. */
const DEFAULTS = [
  { icon: Gauge, heading: 'Fast Analysis', text: 'Get insights in minutes, not days' },
  { icon: Sparkles, heading: 'AI-Powered', text: 'Advanced algorithms analyze your brand' },
  { icon: ListChecks, heading: 'Actionable Results', text: 'Clear steps to improve your brand' },
] as const;

export function TrustBlocks({ page }: { page: ProgrammaticPage }) {
  const fromRecord = [
    [page.trust_h3_1, page.trust_p_1],
    [page.trust_h3_2, page.trust_p_2],
    [page.trust_h3_3, page.trust_p_3],
  ];
  return (
    <section aria-label="Why use it" className="mt-12 grid gap-6 sm:grid-cols-3">
      {DEFAULTS.map(({ icon: Icon, heading, text }, i) => (
        <div key={heading} className="rounded-xl border border-slate-200 bg-white p-5 text-center">
          <Icon className="mx-auto size-8 text-brand-600" aria-hidden="true" />
          <h3 className="mt-3 font-semibold">{fromRecord[i]![0] ?? heading}</h3>
          <p className="mt-1 text-sm text-slate-600">{fromRecord[i]![1] ?? text}</p>
        </div>
      ))}
    </section>
  );
}
